// The model's sermon for the XSS check: markup and script in every free-text field, real verses
// in the reference fields (the server quotes the Bible itself and drops unknown references).
export const PAYLOADS = {
  script: '<script>window.__xss=1</script>',
  img: '<img src=x onerror="window.__xss=1">',
  svg: '<svg onload="window.__xss=1">',
  link: '<a href="javascript:window.__xss=1">javascript:window.__xss=1</a>',
} as const;

export const XSS_TITLE = `Grace ${PAYLOADS.script}`;

export const XSS_DRAFT = {
  title: XSS_TITLE,
  mainReference: 'John 3:16',
  introduction: `Intro ${PAYLOADS.img} and ${PAYLOADS.link}`,
  points: [
    { heading: `Love ${PAYLOADS.svg}`, reference: 'John 3:16', explanation: `Explained ${PAYLOADS.script}`, application: `Apply ${PAYLOADS.img}` },
    { heading: `Faith ${PAYLOADS.img}`, reference: 'Ephesians 2:8', explanation: `By grace ${PAYLOADS.svg}`, application: `Believe ${PAYLOADS.link}` },
    { heading: `Life ${PAYLOADS.link}`, reference: 'Romans 6:23', explanation: `A gift ${PAYLOADS.img}`, application: `Receive ${PAYLOADS.script}` },
  ],
  illustration: `A story ${PAYLOADS.svg}`,
  conclusion: `Repent, be baptized in the name of Jesus Christ, and receive the Holy Ghost. ${PAYLOADS.script}`,
};
