import JSZip from 'jszip';

/**
 * pptxgenjs 4.0.1 writes files that LibreOffice, Keynote and Google Slides open as they are, but
 * that Microsoft PowerPoint opens only after its "found a problem with content… Repair" dialog.
 * The causes are reported upstream, with PowerPoint's own repair as the reference, and not yet
 * released; each is put right here, in the package pptxgenjs wrote (decision 0033):
 *
 * - `[Content_Types].xml` names a slide master per slide (`slideMaster2.xml`…) where one exists,
 *   and media extensions no part has (gitbrent/PptxGenJS#1444, #1449);
 * - empty folder entries in the zip (#1449);
 * - the notes master's six placeholder shapes, which PowerPoint removes, and its sharing the
 *   slides' theme (#1443, #1449);
 * - a paragraph of several runs gets a `<a:pPr>` before every run, where the schema allows one,
 *   first (#1081): the verse numbers are runs of their own;
 * - a solid slide background without `<a:effectLst/>` (#1442);
 * - a shape without text (the rule between two languages) without `<p:txBody>` (#1441);
 * - speaker notes of several lines written as one run with line breaks inside it, which PowerPoint
 *   does not show as lines: one paragraph per line.
 */
export async function repairPptx(bytes: Uint8Array): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes);
  const text = async (path: string) => (await zip.file(path)?.async('string')) ?? null;

  // The notes master: the empty shape tree PowerPoint's repair leaves, and a theme of its own.
  const notesMaster = await text('ppt/notesMasters/notesMaster1.xml');
  if (notesMaster) {
    zip.file('ppt/notesMasters/notesMaster1.xml', notesMaster.replace(/(<p:spTree>[\s\S]*?<\/p:grpSpPr>)[\s\S]*?(<\/p:spTree>)/, '$1$2'));
    const theme = await text('ppt/theme/theme1.xml');
    const rels = await text('ppt/notesMasters/_rels/notesMaster1.xml.rels');
    if (theme && rels && !zip.file('ppt/theme/theme2.xml')) {
      zip.file('ppt/theme/theme2.xml', theme);
      zip.file('ppt/notesMasters/_rels/notesMaster1.xml.rels', rels.replace('../theme/theme1.xml', '../theme/theme2.xml'));
    }
  }

  for (const path of Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))) {
    const slide = (await text(path))!;
    zip.file(
      path,
      slide
        // One paragraph-properties element per paragraph, the first.
        .replace(/<a:p>([\s\S]*?)<\/a:p>/g, (_, body: string) => {
          let first = true;
          return `<a:p>${body.replace(/<a:pPr\b[^>]*?(?:\/>|>[\s\S]*?<\/a:pPr>)/g, (pPr) => {
            const keep = first;
            first = false;
            return keep ? pPr : '';
          })}</a:p>`;
        })
        .replace(/(<p:bgPr>(?:(?!<\/p:bgPr>)[\s\S])*?<\/a:solidFill>)(<\/p:bgPr>)/g, '$1<a:effectLst/>$2')
        .replace(/<p:sp>((?:(?!<\/p:sp>)[\s\S])*?)<\/p:sp>/g, (shape: string, body: string) =>
          body.includes('<p:txBody>') || body.includes('<p:ph ') ? shape : `<p:sp>${body}<p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:endParaRPr lang="en-US"/></a:p></p:txBody></p:sp>`,
        ),
    );
  }

  for (const path of Object.keys(zip.files).filter((name) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(name))) {
    const notes = (await text(path))!;
    zip.file(
      path,
      notes.replace(/<a:p>(<a:r><a:rPr [^>]*\/>)<a:t>([^<]*[\r\n][^<]*)<\/a:t><\/a:r>(<a:endParaRPr [^>]*\/>)<\/a:p>/, (_, run: string, lines: string, end: string) =>
        lines
          .split(/\r?\n/)
          .map((line) => `<a:p>${run}<a:t>${line}</a:t></a:r>${end}</a:p>`)
          .join(''),
      ),
    );
  }

  // Content types: an override for every part there is and none other; a default for every extension in use.
  const names = Object.values(zip.files).flatMap((entry) => (entry.dir ? [] : [entry.name]));
  const parts = new Set(names.map((name) => `/${name}`));
  const extensions = new Set(names.map((name) => name.split('.').pop()!.toLowerCase()));
  let types = (await text('[Content_Types].xml'))!;
  types = types
    .replace(/<Override\s+PartName="([^"]+)"[^>]*\/>/g, (override, part: string) => (parts.has(part) ? override : ''))
    .replace(/<Default\s+Extension="([^"]+)"[^>]*\/>/g, (entry, extension: string) => (extensions.has(extension.toLowerCase()) ? entry : ''));
  if (zip.file('ppt/theme/theme2.xml') && !types.includes('/ppt/theme/theme2.xml')) {
    types = types.replace('</Types>', '<Override PartName="/ppt/theme/theme2.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/></Types>');
  }

  // The package again, parts only: no folder entries, the content types first.
  const repaired = new JSZip();
  repaired.file('[Content_Types].xml', types, { createFolders: false });
  for (const name of names) if (name !== '[Content_Types].xml') repaired.file(name, await zip.file(name)!.async('uint8array'), { createFolders: false });
  return repaired.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
