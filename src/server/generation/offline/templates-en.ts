import type { SermonTemplates } from './sermon-templates.ts';

/** Original English wording for the offline sermon composer (Apostolic / Oneness Pentecostal). */
export const TEMPLATES_EN: SermonTemplates = {
  titles: {
    fromTheme: [
      '{theme}: A Word for Today',
      'Standing Firm in {theme}',
      'The Truth About {theme}',
      'When God Speaks About {theme}',
      '{theme}: From the Word to the Altar',
      'Walking in {theme}',
      'Rediscovering {theme}',
    ],
    fromVerse: [
      '{theme}: A Message from {reference}',
      'What {reference} Teaches Us',
      '{theme}: Hearing and Obeying the Word',
      'Living Out {reference}',
      'A Fresh Look at {reference}: {theme}',
      'The Word That Changes Us: {reference}',
      'Hearing God in {reference}',
    ],
  },

  introduction: {
    general: [
      'Church, we have come together to open the Word of God, and today our subject is “{theme}.” Our text is {reference}. Before we read, let us ask the Lord to speak, because one word from Him can change what a hundred of our own words never could.',
      'Every one of us carries questions into the house of God. Some are spoken, and some are hidden deep in the heart. Today the Lord answers with His Word in {reference}, and He draws our attention to “{theme}.”\nOpen your Bible and open your heart, because God still speaks to those who listen.',
      'There are truths we hear so often that we forget how powerful they are. “{theme}” may be one of them. As we look together at {reference}, may the Holy Ghost make this familiar ground new again, and may each of us leave different from how we came.',
    ],
    sunday: [
      'Good morning, church! It is a blessing to be in the house of the Lord on His day. We have worshiped together, and now it is time to hear from heaven. Our message is “{theme},” and our passage is {reference}.',
      'On this Lord’s Day we gather as one family, with one Lord and one faith. The Lord has placed on my heart a word about “{theme},” from {reference}. Let us receive it with open hearts, because when God speaks, His Word goes to work in everyone who believes it.',
      'Church, the songs have lifted our hearts and the prayers have opened heaven. Now the Word must have the final say. Turn with me to {reference}.\nToday we are going to look at “{theme},” and I believe the Lord has something specific for this congregation.',
    ],
    youth: [
      'Let’s be real for a moment. Every day you hear a hundred voices telling you who to be, what to like and what to chase. Today we turn them all down and listen to one voice: God’s. Our topic is “{theme},” and our passage is {reference}.',
      'Young people, your generation is not the church of tomorrow; you are the church of today. God has something to say to you right now about “{theme}.” Put the phone on silent for a few minutes, open {reference}, and let’s see what He says.',
      'Some of you came tonight full of energy, and some of you came tired and unsure. Either way, you are in the right place. God’s Word in {reference} speaks straight to real life, and tonight we are talking about “{theme}.”',
    ],
    evangelistic: [
      'Friend, if you are visiting with us today, you are welcome here. Maybe you feel you have gone too far, or maybe you are simply searching for something real. God led you here on purpose. Today we will look at “{theme}” in {reference}, and I believe you will find that Jesus has been looking for you.',
      'There is a difference between religion and a real encounter with God. Religion gives you rules; Jesus gives you new life. Our message today is “{theme},” from {reference}, and it is good news for anyone who needs a new beginning.',
      'Nobody is in this room by accident. Whatever brought you here — an invitation, a hard week, a heavy heart — God has been working behind the scenes. Listen closely as we open {reference} and consider “{theme}.” This could be the day everything changes.',
    ],
    mens: [
      'Men, we are here because we know we cannot lead our homes, our work or our own hearts without God. Tonight we will look at “{theme}” in {reference}. This is not a word to admire from a distance; it is a word to put to work.',
      'Brothers, the world has plenty of opinions about what a man should be. The Word of God has the final answer. Let’s open {reference} together and talk plainly about “{theme}” — as men who want to stand before God with clean hands and a true heart.',
      'Every man carries weight: a family to care for, bills to pay, decisions to make, temptations to resist. God never asked us to carry it alone. Tonight the Lord speaks to us through {reference} about “{theme}.”',
    ],
    womens: [
      'Sisters, what a joy to be together in the presence of the Lord. Each of you carries so much — your family, your work, your prayers for the people you love. Today God wants to pour into you. Our word is “{theme},” from {reference}.',
      'Ladies, God sees you. He sees the prayers you pray when no one else is awake and the strength you show when you feel weak inside. Let’s open {reference} together and receive what He has for us about “{theme}.”',
      'There is something special when women of God gather to seek His face. Tonight we come with open hearts to {reference}. Our theme is “{theme},” and I believe the Holy Ghost will minister to every sister here.',
    ],
    children: [
      'Hello, boys and girls! Are you ready to learn something from God’s Book today? The Bible is God talking to us, and today He is telling us about “{theme}.” Let’s open our Bibles to {reference}.',
      'Kids, do you know that God loves you very much? He loves you so much that He gave us the Bible so we can know Him. Today we are going to learn about “{theme}” from {reference}. Are your ears ready to listen?',
      'Boys and girls, let’s sit still for a moment and fold our hands. We are going to hear a special lesson from the Bible. It is about “{theme},” and it comes from {reference}. God has something good for you today!',
    ],
  },

  approach: {
    simple: [
      'We will read the passage, see what it says, and ask what God wants us to do.',
      'Today we keep it plain: what does God say, what does it mean, and how do we live it?',
      'We will take three simple steps: hear the Word, understand the Word, and obey the Word.',
    ],
    standard: [
      'We will read {reference} carefully, draw out three truths from it, and apply each one to our lives.',
      'Our study will move in three steps: the truth of the passage, what it reveals of God in Jesus Christ and of us, and the response it calls for.',
      'Let us let the Scripture speak for itself. We will look at what it says, what it shows us about the Lord, and what it asks of us today.',
    ],
    theological: [
      'We will consider the setting of {reference}, look closely at some of its key words in the original languages, and see how it fits the whole counsel of God — one God, fully revealed in Jesus Christ.',
      'Our method is simple but careful: context first, then the meaning of the words, then the doctrine the passage teaches and the response it requires.',
      'We will read this passage in its setting, weigh its words as the first hearers would have heard them, and trace the apostolic doctrine it supports.',
    ],
  },

  pointHeadings: {
    simple: [
      ['What God Says', 'God’s Word Is True', 'Listen to the Word'],
      ['Who Jesus Is', 'What Jesus Does for Us', 'God Is With Us in Jesus'],
      ['What We Must Do', 'Time to Obey', 'Let’s Answer God'],
    ],
    standard: [
      ['The Truth of the Passage', 'What the Word Declares About {theme}', 'A Firm Foundation in the Word'],
      ['God Revealed in Jesus Christ', 'What This Shows Us of the Lord and of His People', 'The Savior at the Center of {theme}'],
      ['The Response God Asks For', 'Putting {theme} Into Practice', 'From Hearing to Obeying'],
    ],
    theological: [
      ['The Text in Its Setting', 'The Meaning of the Passage', 'What the Scripture Affirms'],
      ['The One God Revealed in Christ', 'The Lord and His Church in the Light of the Passage', 'Christ, the Fullness of God, and the Believer'],
      ['The Apostolic Response', 'Doctrine That Demands Obedience', 'From Doctrine to Discipleship'],
    ],
  },

  pointExplanation: {
    simple: [
      'These words are not hard to understand. God means what He says. When He speaks, we can trust Him and do what He asks.',
      'Read it again slowly. Every word matters. God is not hiding from us; He wants us to know Him and to walk with Him every day.',
      'This is good news. God is faithful, and He keeps His word. What He promised before, He still does today.',
      'Think about what this says to you. God is speaking to real people with real needs. That includes you and me, right now.',
    ],
    standard: [
      'Notice how clearly the Scripture speaks here. There is no confusion in the voice of God. The passage calls us to see the Lord as He is and ourselves as we truly are, and then to walk in the light we have received.',
      'This passage reminds us that God’s Word is living. It was written long ago, yet it speaks to our homes, our churches and our hearts today. The same Lord who spoke then is speaking now through Jesus Christ.',
      'Here we see the heart of God on display. He is holy, and He is merciful. He does not lower His standard, but He lifts us up by His grace so that we can live by it.',
      'Look at how this truth connects to the whole message of Scripture. From the beginning, God has been calling a people to Himself. In Jesus Christ that call becomes personal, and it reaches each one of us.',
    ],
    theological: [
      'To understand this passage, we must read it in its setting: who was speaking, who was listening and what was happening among God’s people. The original hearers knew that God is one. The Hebrew confession of faith begins with the oneness of the Lord, and the New Testament reveals that this one God was manifested in the flesh in Jesus Christ. Our text stands inside that revelation.',
      'Consider the language of repentance. The Greek word metanoia means more than feeling sorry; it is a change of mind that turns the whole life around. In the same way, the Greek baptizo means to dip or immerse, which is why the apostolic church baptized by full immersion, in the name of Jesus Christ. The passage calls for that kind of thorough response.',
      'The Greek word pneuma means breath, wind or spirit. The Holy Ghost is not a separate being beside God; He is the Spirit of the one God, the very life of the risen Christ dwelling in the believer. This is why the infilling of the Holy Ghost, with the evidence of speaking in other tongues, is the normal experience of the New Testament church.',
      'The Hebrew word shalom is more than the absence of conflict. It describes wholeness, completeness and well-being that come from right relationship with God. This passage points us to that wholeness, which is found only in Jesus Christ, in whom the fullness of the one God lives in a human body.',
      'Doctrinally, this passage reminds us that salvation is God’s work from beginning to end, and yet it calls for our obedience. The apostles did not separate believing from obeying: those who received the Word repented, were baptized in the name of Jesus Christ and received the Holy Ghost. Sound doctrine always leads to a transformed life of holiness.',
    ],
  },

  application: {
    general: [
      'So what will we do with this? Take this truth home with you this week. Let it shape how you speak, how you spend your time and how you treat the people around you.',
      'This is not only a lesson to remember; it is a truth to live. Ask the Lord today where this word needs to take root in your life.',
      'Let this point search your heart. Is there an area where you have been holding back from God? Today is the day to surrender it.',
      'Walk out of here different. Let the people who know you best see that the Word you heard has become the life you live.',
    ],
    sunday: [
      'Church, as we think about point {point}, let us not simply listen and walk away. Let this truth follow us from the sanctuary into Monday morning.',
      'As a congregation, let us hold one another up in this. When a brother or sister struggles, let us remind them of what God has said.',
      'This is a word for the whole body. Pray about it this week at your family altar, and let it shape how we serve together in this house.',
      'Before the week begins, settle it in your heart: I will live what I heard today, by the grace of God and the power of His Spirit.',
    ],
    youth: [
      'Think about your week: school, friends, your phone, the choices no one else sees. This truth belongs right there, in the middle of your real life.',
      'You don’t have to wait until you are older to live for God. Start today. Let your friends see that following Jesus is real for you.',
      'The next time you feel pressure to go along with the crowd, remember this word. God gave it to you so you can stand strong.',
      'Ask yourself honestly: what is one thing I need to change this week? Then ask the Holy Ghost to help you do it.',
    ],
    evangelistic: [
      'Friend, this truth is for you. You do not have to clean yourself up before you come to God. Come as you are, and He will make you new.',
      'Maybe you have heard about God all your life but never obeyed His Word for yourself. Today you can take that step.',
      'The door is open. Jesus is not waiting to condemn you; He is waiting to save you. Don’t let this moment pass.',
      'If you have been searching for peace, this is where it is found: in Jesus Christ, and in obeying the gospel He preached through His apostles.',
    ],
    mens: [
      'Men, lead by example. Your wife, your children and the people at your work need to see this truth in you before they hear it from you.',
      'Integrity means being the same man at home, at work and in church. Let this word make you that kind of man.',
      'Take responsibility. Pray over your home this week. Lead your family to the Word and to the house of God.',
      'Brothers, find another man to walk with. Share this truth, pray together and hold each other accountable.',
    ],
    womens: [
      'Sisters, carry this word into your home. Let it become a prayer over your children, your marriage and your family.',
      'You are stronger than you feel, because the Lord is your strength. Lean on this truth when the week gets heavy.',
      'Share this word with a friend who needs it. Sometimes God uses one sister’s encouragement to lift another’s whole week.',
      'Make room for God in the busy days. A few quiet minutes in prayer with this truth can change the atmosphere of your whole home.',
    ],
    children: [
      'Boys and girls, you can do this too! This week, try to remember what we learned and do it at home and at school.',
      'When you pray tonight, tell Jesus, “Help me to do what You say.” He loves to help you!',
      'Can you share this lesson with someone? Tell your mom, your dad or a friend what God taught you today.',
      'Remember: God is always with you. When you feel scared or sad, you can talk to Him anytime.',
    ],
  },

  illustrations: {
    general: [
      'A farmer once planted a field in a dry season. His neighbors told him he was wasting good seed. He planted anyway, and every evening he walked the rows and prayed. When the rain finally came, his was the only field ready to grow. Faith prepares the ground before the answer arrives.',
      'An old bridge crossed a deep river outside a small town. For years people drove over it without a second thought. One spring an engineer inspected it and found that the bridge stood firm only because its pillars reached down to solid rock. What holds us up is not what people see on the surface, but what we are anchored to underneath.',
      'A family moved into an old house and found a beautiful lamp in the attic. For months it sat on a table, dusty and dark. One evening the father noticed it had never been plugged in. Once it was connected, it filled the whole room with light. Many people look religious, but they are not connected to the power of God.',
    ],
    sunday: [
      'A church in a small town had an old bell that rang every Sunday morning. One year the rope broke, and the bell fell silent for weeks. People said they had not realized how much that sound called them to worship until it was gone. When the bell rang again, the pews were fuller than before. God still calls His people to His house, and we must answer.',
      'A choir director once stopped rehearsal because one voice was singing louder than all the rest. He said, “Beautiful voice, but this is not a solo.” The singer learned to listen to the others, and the whole choir sounded better. The church is not a stage for one person; it is a body that worships together.',
      'A deacon arrived early every Sunday to unlock the doors and turn on the lights. Hardly anyone noticed. One morning he was sick, and the congregation waited outside in the cold. That day they understood how faithful service makes everything else possible. Every member matters in the house of God.',
    ],
    youth: [
      'A high school runner trained every morning before class while her friends slept in. She missed parties and sleepovers, and some people laughed at her. At the state meet, she crossed the finish line first. When asked about it, she said, “The race was won in the mornings no one saw.” Your walk with God is built the same way.',
      'A young man’s phone buzzed all night with a group chat that kept getting darker. He knew the conversation was pulling him somewhere he did not want to go. Finally he typed, “I’m out,” and left the group. A week later, another friend messaged him privately: “Thanks. I wanted to leave too.” One right choice can give someone else the courage to follow.',
      'Two friends were hiking when fog rolled in. One wanted to follow a shortcut he had seen online. The other insisted on staying with the trail markers. By nightfall, the friend on the marked trail was safe at the parking lot, and he called for help for the other. God’s Word is the trail marker when life gets foggy.',
    ],
    evangelistic: [
      'A father stood on his front porch every evening, looking down the road. His son had left home angry years before. Neighbors told him to give up. Then one evening a thin, tired figure appeared at the end of the road. The father did not wait; he ran. That is how God waits for you.',
      'A fishing boat was caught in a storm far from shore. The crew had lost all sense of direction in the darkness. Then one of them saw a faint light flashing on the coast: the lighthouse. They turned the boat toward it and made it safely into the harbor. Jesus is that light, and it is not too late to turn toward Him.',
      'A man found an old coat at a thrift store for a few dollars. When he got home, he discovered a sealed envelope sewn into the lining, with a letter and a gift inside. The coat had looked worthless, but it carried a treasure. People may have written you off, but God sees a treasure in you, and He paid the highest price to redeem you.',
    ],
    mens: [
      'A carpenter was building a house when his apprentice asked why he spent so much time on the foundation that no one would ever see. The carpenter said, “Because everything you can see depends on what you can’t.” Years later a storm tore through the town, and that house was still standing. A man’s private life with God is the foundation of his public life.',
      'A factory worker found a billing error that would have paid him extra for months. No one would have noticed. He reported it to his supervisor anyway. Months later, when a promotion opened, the supervisor said, “I need someone I can trust.” Integrity in small things opens doors God intends to open.',
      'A father came home exhausted one night and found his young son waiting up with a Bible in his lap. “You said we’d read together,” the boy said. The father was tempted to say, “Tomorrow.” Instead he sat down and read. Years later, that son was leading his own family in prayer. Our children learn more from what we do than from what we say.',
    ],
    womens: [
      'A mother prayed every morning at the kitchen table before anyone else woke up. Her children grew up hearing the quiet sound of her voice talking to God. One of them drifted far from the Lord. Years later he came home, knelt at that same table and said, “I could never forget your prayers.” A praying woman leaves a mark that time cannot erase.',
      'Two friends met every Tuesday for coffee and prayer. When one of them lost her job, the other showed up with groceries and a note that said, “We’re going to pray this through together.” Month by month they kept praying, and the door finally opened. Godly friendship is one of heaven’s gifts.',
      'A woman kept a small garden behind her apartment. Drought came, and most of her plants withered. One rose bush survived, because its roots went down deeper than the rest. When people asked how it lived, she said, “It found water where the others couldn’t reach.” Women of God draw strength from deep places in prayer.',
    ],
    children: [
      'A shepherd had one hundred sheep. One little lamb wandered away and got lost in the hills. The shepherd did not say, “Oh well, I still have lots of sheep.” He went out and looked and looked until he found it. Then he carried it home on his shoulders, so happy! Jesus loves you just like that.',
      'A little girl planted a tiny seed in a cup. Every day she gave it water and put it by the window. For many days nothing happened, and she felt sad. Then one morning she saw a little green sprout! God’s Word is like that seed: when we keep it in our hearts, it grows.',
      'One night the lights went out in a little boy’s house. Everything was dark, and he felt scared. Then his dad lit a small lamp. Right away the boy could see the room, and he wasn’t afraid anymore. Jesus is like that lamp. When we are with Him, we don’t have to be afraid of the dark.',
    ],
  },

  conclusion: {
    general: [
      'We have looked at “{theme}” in {reference}. We have heard what God says, seen what He has done for us in Jesus Christ and considered the response He asks for. Now the Word is in our hands, and the question is what we will do with it.',
      'As we close, remember this: God has spoken, and His Word never falls empty to the ground. What we heard about “{theme}” is not the end of a sermon; it is the beginning of a new step with the Lord.',
      'Everything we have said points to one place: Jesus Christ, the one true God manifested in the flesh. He is the answer to “{theme},” and He is calling each of us to come closer today.',
    ],
    sunday: [
      'Church, we have received a word from {reference} this morning. Let us not leave it in the pews. Let us carry “{theme}” into our homes, our jobs and our schools this week, and come back next Lord’s Day with a testimony.',
      'As this service comes to a close, let us stand before the Lord with grateful hearts. He has spoken to us about “{theme}.” Now let us respond as a church that believes and obeys His Word.',
      'This morning God has reminded us of “{theme}.” He is faithful to His people, and He is building His church. Let us be a congregation that lives what it hears, until Jesus comes again.',
    ],
    youth: [
      'So here is the bottom line: “{theme}” is not just a nice idea for church. It is God’s plan for your real life. You can live it starting tonight.',
      'Tonight God spoke to you through {reference}. You can walk out of here the same, or you can walk out changed. The choice is yours, and Jesus is ready to help you make the right one.',
      'Your generation can be the one that takes God seriously. Let “{theme}” be more than a sermon you heard; let it be the way you live, the way you choose and the way you love.',
    ],
    evangelistic: [
      'Friend, we have talked about “{theme},” but the real question is about you. Jesus loves you, He died for you and He rose again. Today He is calling you home.',
      'The message of {reference} is good news: there is hope, there is forgiveness and there is new life in Jesus Christ. You don’t have to leave here the same way you came in.',
      'God has done His part. Jesus paid the price in full. Now He invites you to obey the gospel and receive everything He has for you. Will you come?',
    ],
    mens: [
      'Men, God has spoken to us about “{theme}.” Now it is time to rise up and lead — in our homes, in our work and in the house of God. Let’s be the men our families need.',
      'Brothers, let’s leave tonight with a decision. Not just a feeling, but a commitment before God to live out {reference} with integrity and courage.',
      'A godly man is not perfect, but he is surrendered. Let “{theme}” shape the kind of husband, father, son and brother you will be this week.',
    ],
    womens: [
      'Sisters, God has poured His Word into us today. Carry “{theme}” into your homes like a lamp, and let it shine into every corner of your family’s life.',
      'You came in carrying many things. Leave them at the feet of Jesus, and take with you the truth of {reference}. He is faithful, and He will never leave you.',
      'Women of God, you are called, you are strong in the Lord and you are deeply loved. Let “{theme}” become your prayer this week and your testimony next week.',
    ],
    children: [
      'Boys and girls, today we learned about “{theme}.” Remember: God loves you, Jesus is always with you and you can obey Him every day.',
      'What a great lesson! God’s Book told us about “{theme}.” Let’s remember it at home, at school and when we play with our friends.',
      'Before we go, let’s say it together: “Jesus loves me, and I want to follow Him!” That is what today’s lesson is all about.',
    ],
  },

  altarCall: {
    simple: [
      'Now is the time to answer God. If you need Jesus, come to the altar. Repent of your sins and turn to Him. Be baptized in the name of Jesus Christ, and He will wash your sins away. Ask Him to fill you with the Holy Ghost, and He will, just as He promised in Acts 2:38. Come now.',
      'Do you want to be saved? The Bible shows us the way. Repent and turn from sin. Be baptized in water in Jesus’ name. Receive the Holy Ghost, and you will speak in other tongues as the Spirit gives. God has a place for you at this altar today.',
      'Jesus is calling you. Come and pray. Tell Him you are sorry for your sins and repent with all your heart. Then follow Him in baptism in the name of Jesus. He will fill you with the Holy Ghost. Don’t wait; come now.',
    ],
    standard: [
      'The altar is open. If God has spoken to you today, do not leave without answering Him. The apostles made the message plain in Acts 2:38: turn to God in repentance, be baptized in the name of Jesus Christ for the remission of your sins, and receive the gift of the Holy Ghost. Come and pray; God is ready to meet you here.',
      'Maybe you have never repented and made things right with God. Maybe you have never been baptized by immersion in the name of Jesus Christ, or never received the Holy Ghost with the evidence of speaking in other tongues. Today the promise is for you. Come to the altar, and let God complete His work in your life.',
      'Jesus is coming again, and He is coming for a ready church. Do not put off your salvation. Come and repent, be baptized in Jesus’ name for the remission of your sins and be filled with the Holy Ghost. The altar is open, and heaven is listening.',
    ],
    theological: [
      'The message of the apostles has not changed. On the day of Pentecost, when the crowd asked what to do, Peter answered with three steps that still stand (Acts 2:38): repentance, baptism in the name of Jesus Christ for the remission of sins, and the gift of the Holy Ghost. That name is the name of the one God revealed in the flesh. Come now and obey the gospel in full.',
      'Doctrine is not meant to stay on paper; it is meant to be obeyed. Repentance turns the heart, baptism by immersion in the name of Jesus Christ buries the old life and remits sin, and the Holy Ghost, given with the evidence of speaking in other tongues, seals the new birth. If you have not received all that God promises, the altar is open to you today.',
      'The one God who spoke through the prophets has revealed Himself fully in Jesus Christ, and He now offers His own Spirit to all who obey. Come and repent with a sincere heart. Be baptized in Jesus’ name, for there is salvation in no other name. Receive the Holy Ghost and walk in holiness until He returns. What God did for the first believers He will do for you today.',
    ],
  },
};
