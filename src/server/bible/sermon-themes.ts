import { foldText } from './fold-text.ts';

/**
 * A curated bilingual map from common sermon themes to the key verses Apostolic / Oneness
 * Pentecostal preachers preach for them. The offline sermon composer uses it when the preacher
 * types a theme ("la fe", "Holy Ghost") instead of a verse.
 *
 * Doctrine follows the Oneness frame: one God revealed in Jesus Christ, baptism in the name of
 * Jesus Christ (Acts 2:38; 8:16; 10:48; 19:5) and the infilling of the Holy Ghost with speaking in
 * tongues (Acts 2:4; 10:44-46; 19:6). References are in English form so that
 * bible-passage-reference-parser reads them, and each exists in both the KJV and the RV1909.
 */

export interface SermonTheme {
  /** Kebab-case English id, e.g. 'holy-ghost'. */
  id: string;
  /** The name a preacher would title it, and lowercase words/phrases a user might type. */
  en: { name: string; keywords: string[] };
  /** Natural Latin-American Spanish; keywords both with and without accents. */
  es: { name: string; keywords: string[] };
  /** 6–10 short passages (at most 8 verses each), in English form. */
  verses: string[];
}

/** Lowercase, accents and punctuation removed, single spaces: "¡Espíritu  Santo!" → "espiritu santo". */
function normalize(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The keywords as written plus their accent-free spellings, lowercase, without repeats. */
function keywords(...words: string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    const lower = word.toLowerCase();
    const plain = foldText(lower);
    for (const form of [lower, plain]) if (!out.includes(form)) out.push(form);
  }
  return out;
}

function theme(id: string, en: [string, ...string[]], es: [string, ...string[]], verses: string[]): SermonTheme {
  const [enName, ...enWords] = en;
  const [esName, ...esWords] = es;
  return { id, en: { name: enName, keywords: keywords(...enWords) }, es: { name: esName, keywords: keywords(...esWords) }, verses };
}

export const SERMON_THEMES: readonly SermonTheme[] = [
  theme(
    'faith',
    ['Faith', 'faith', 'faithful', 'believe', 'believing', 'belief', 'trust god', 'mustard seed', 'walk by faith', 'power of faith', 'great faith'],
    ['La fe', 'fe', 'la fe', 'creer', 'creyendo', 'fiel', 'fidelidad', 'grano de mostaza', 'andar por fe', 'poder de la fe', 'gran fe'],
    ['Hebrews 11:1', 'Hebrews 11:6', 'Romans 10:17', 'Mark 11:22-24', 'Ephesians 2:8-9', 'Matthew 17:20', 'Galatians 2:20', '2 Corinthians 5:7', 'Romans 4:20-21', 'James 2:17-20'],
  ),
  theme(
    'grace',
    ['Amazing Grace', 'grace', 'amazing grace', 'grace of god', 'unmerited favor', 'favor of god', 'saved by grace'],
    ['La gracia de Dios', 'gracia', 'gracia de dios', 'sublime gracia', 'favor inmerecido', 'favor de dios', 'salvos por gracia'],
    ['Ephesians 2:8-9', 'Titus 2:11-12', '2 Corinthians 12:9', 'Romans 5:20-21', 'John 1:14-17', 'Hebrews 4:16', 'Romans 6:1-2', '2 Peter 3:18'],
  ),
  theme(
    'holy-ghost',
    ['The Baptism of the Holy Ghost', 'holy ghost', 'holy spirit', 'holyghost', 'holy gost', 'baptism of the holy ghost', 'baptism of the holy spirit', 'baptized with the holy ghost', 'filled with the spirit', 'infilling', 'tongues', 'speaking in tongues', 'other tongues', 'pentecost', 'the comforter', 'gift of the holy ghost'],
    ['El bautismo del Espíritu Santo', 'espíritu santo', 'espiritu', 'bautismo del espíritu santo', 'bautismo en el espíritu santo', 'bautismo del espíritu', 'llenos del espíritu', 'lleno del espíritu', 'lenguas', 'hablar en lenguas', 'otras lenguas', 'pentecostés', 'el consolador', 'don del espíritu santo'],
    ['Acts 2:1-4', 'Acts 2:38-39', 'Acts 10:44-46', 'Acts 19:1-6', 'Acts 8:14-17', 'Joel 2:28-29', 'John 14:16-18', 'Acts 1:8', 'Romans 8:9', 'Mark 16:17'],
  ),
  theme(
    'water-baptism',
    ['Baptism in Jesus’ Name', 'baptism', 'water baptism', 'baptized', 'baptised', 'baptize', 'baptizing', 'baptism in jesus name', 'baptism in the name of jesus', 'jesus name baptism', 'buried with him'],
    ['El bautismo en el nombre de Jesús', 'bautismo', 'bautismo en agua', 'bautismo en el nombre de jesús', 'bautismo en el nombre de jesucristo', 'bautizar', 'bautizado', 'bautizados', 'bautizarse', 'sepultados con él'],
    ['Acts 2:38', 'Acts 8:12-16', 'Acts 10:47-48', 'Acts 19:3-5', 'Acts 22:16', 'Romans 6:3-4', 'Colossians 2:12', 'Mark 16:16', 'Galatians 3:27', '1 Peter 3:20-21'],
  ),
  theme(
    'repentance',
    ['Repentance', 'repentance', 'repent', 'repenting', 'turn from sin', 'godly sorrow', 'convert', 'conversion'],
    ['El arrepentimiento', 'arrepentimiento', 'arrepentirse', 'arrepentíos', 'arrepiéntete', 'arrepentido', 'convertirse', 'conversión', 'tristeza según dios'],
    ['Acts 2:38', 'Acts 3:19', 'Luke 13:3', '2 Corinthians 7:10', '2 Peter 3:9', 'Luke 24:47', '2 Chronicles 7:14', 'Acts 17:30', 'Matthew 3:8', 'Luke 15:7'],
  ),
  theme(
    'prayer',
    ['The Power of Prayer', 'prayer', 'pray', 'praying', 'prayers', 'intercession', 'intercede', 'prayer meeting', 'power of prayer', 'prayer life'],
    ['El poder de la oración', 'oración', 'orar', 'orando', 'oraciones', 'intercesión', 'interceder', 'culto de oración', 'poder de la oración', 'vida de oración', 'clamar', 'clamor'],
    ['Matthew 6:6', 'Philippians 4:6-7', '1 Thessalonians 5:17', 'James 5:16', 'Jeremiah 33:3', 'Matthew 7:7-8', 'Luke 18:1', 'Mark 11:24', 'John 14:13-14', '2 Chronicles 7:14'],
  ),
  theme(
    'healing',
    ['Divine Healing', 'healing', 'divine healing', 'heal', 'healed', 'sickness', 'sick', 'miracle', 'miracles', 'by his stripes'],
    ['La sanidad divina', 'sanidad', 'sanidad divina', 'sanar', 'sanado', 'sanación', 'enfermedad', 'enfermo', 'enfermos', 'milagro', 'milagros', 'por su llaga'],
    ['Isaiah 53:5', 'James 5:14-16', 'Exodus 15:26', 'Psalms 103:2-3', 'Mark 16:17-18', 'Matthew 8:16-17', '1 Peter 2:24', 'Jeremiah 17:14', 'Acts 3:6-8', 'Malachi 4:2'],
  ),
  theme(
    'family',
    ['The Family', 'family', 'families', 'home', 'household', 'christian home', 'as for me and my house'],
    ['La familia', 'familia', 'familias', 'hogar', 'hogar cristiano', 'mi casa y yo', 'casa'],
    ['Joshua 24:15', 'Deuteronomy 6:6-7', 'Ephesians 6:1-4', 'Psalms 127:1-3', 'Proverbs 22:6', 'Acts 16:31', 'Colossians 3:18-21', '1 Timothy 5:8'],
  ),
  theme(
    'hope',
    ['Hope', 'hope', 'hopeless', 'hopelessness', 'expectation', 'anchor of the soul', 'living hope'],
    ['La esperanza', 'esperanza', 'desesperanza', 'esperar en dios', 'ancla del alma', 'esperanza viva'],
    ['Romans 15:13', 'Jeremiah 29:11', 'Romans 5:3-5', 'Hebrews 6:19', 'Lamentations 3:21-24', 'Romans 8:24-25', 'Psalms 42:11', '1 Peter 1:3', 'Titus 2:13'],
  ),
  theme(
    'salvation',
    ['Salvation', 'salvation', 'saved', 'be saved', 'plan of salvation', 'born again experience', 'savior', 'saviour', 'eternal life', 'everlasting life'],
    ['La salvación', 'salvación', 'salvo', 'salvos', 'ser salvo', 'plan de salvación', 'salvador', 'vida eterna'],
    ['John 3:16', 'Acts 4:12', 'Acts 2:37-39', 'Romans 10:9-10', 'Ephesians 2:8-9', 'Mark 16:16', 'Titus 3:5', 'Romans 6:23', 'John 3:5', 'Acts 16:30-31'],
  ),
  theme(
    'love',
    ['The Love of God', 'love', 'love of god', 'loving', 'charity', 'love one another', 'god is love'],
    ['El amor de Dios', 'amor', 'amor de dios', 'amar', 'amaos unos a otros', 'caridad', 'dios es amor'],
    ['John 3:16', '1 Corinthians 13:4-7', '1 John 4:7-8', '1 John 4:18-19', 'Romans 5:8', 'Romans 8:38-39', 'John 15:13', 'Matthew 22:37-39', 'John 13:34-35'],
  ),
  theme(
    'forgiveness',
    ['Forgiveness', 'forgiveness', 'forgive', 'forgiving', 'forgiven', 'pardon', 'remission of sins', 'bitterness', 'unforgiveness'],
    ['El perdón', 'perdón', 'perdonar', 'perdonado', 'perdonados', 'remisión de pecados', 'perdón de pecados', 'amargura', 'falta de perdón'],
    ['1 John 1:9', 'Matthew 6:14-15', 'Ephesians 4:32', 'Colossians 3:13', 'Psalms 103:10-12', 'Matthew 18:21-22', 'Isaiah 1:18', 'Luke 23:34', 'Micah 7:18-19', 'Acts 2:38'],
  ),
  theme(
    'holiness',
    ['Holiness', 'holiness', 'holy', 'be ye holy', 'sanctification', 'sanctified', 'separation', 'separated', 'consecration', 'modesty', 'purity', 'pure'],
    ['La santidad', 'santidad', 'santo', 'sed santos', 'santificación', 'santificado', 'separación', 'separados', 'consagración', 'modestia', 'pureza', 'puro'],
    ['Hebrews 12:14', '1 Peter 1:15-16', '2 Corinthians 7:1', 'Romans 12:1-2', '1 Thessalonians 4:3-7', '2 Corinthians 6:17-18', '1 Timothy 2:9-10', 'Leviticus 20:26', '1 John 2:15-17', 'Titus 2:11-12'],
  ),
  theme(
    'the-name-of-jesus',
    ['The Name of Jesus', 'name of jesus', 'jesus name', 'in jesus name', 'the name', 'name above every name', 'power of the name'],
    ['El nombre de Jesús', 'nombre de jesús', 'el nombre', 'en el nombre de jesús', 'nombre sobre todo nombre', 'poder del nombre', 'nombre de jesucristo'],
    ['Acts 4:12', 'Colossians 3:17', 'Philippians 2:9-11', 'Acts 2:38', 'Matthew 1:21', 'John 14:13-14', 'Acts 3:6', 'Mark 16:17', 'Matthew 28:19', 'Acts 10:48'],
  ),
  theme(
    'one-god',
    ['The Mighty God in Christ', 'one god', 'oneness', 'oneness of god', 'godhead', 'the godhead', 'deity of christ', 'deity of jesus', 'mighty god', 'god in christ', 'god manifest in the flesh', 'fulness of the godhead', 'fullness of the godhead', 'shema'],
    ['Un solo Dios', 'un solo dios', 'unicidad', 'unicidad de dios', 'deidad', 'divinidad', 'deidad de cristo', 'dios fuerte', 'dios en cristo', 'dios manifestado en carne', 'plenitud de la deidad', 'plenitud de la divinidad', 'dios es uno'],
    ['Deuteronomy 6:4', 'Isaiah 9:6', 'Colossians 2:9', 'John 10:30', 'John 14:8-9', '1 Timothy 3:16', 'Isaiah 43:10-11', 'Isaiah 44:6', 'John 1:1', 'John 1:14'],
  ),
  theme(
    'new-birth',
    ['The New Birth', 'new birth', 'born again', 'born of water and spirit', 'born of water and of the spirit', 'new creature', 'new creation', 'regeneration', 'ye must be born again'],
    ['El nuevo nacimiento', 'nuevo nacimiento', 'nacer de nuevo', 'nacido de nuevo', 'nacer del agua y del espíritu', 'nueva criatura', 'nueva creación', 'regeneración', 'os es necesario nacer otra vez', 'nacer otra vez'],
    ['John 3:3-5', 'Acts 2:38', '2 Corinthians 5:17', 'Titus 3:5', '1 Peter 1:23', 'Romans 6:3-4', 'John 1:12-13', '1 Corinthians 12:13', 'Galatians 3:27'],
  ),
  theme(
    'the-cross',
    ['The Cross', 'cross', 'the cross', 'calvary', 'crucifixion', 'crucified', 'golgotha', 'it is finished', 'take up your cross'],
    ['La cruz', 'cruz', 'la cruz', 'calvario', 'crucifixión', 'crucificado', 'gólgota', 'consumado es', 'tomar la cruz', 'tome su cruz'],
    ['1 Corinthians 1:18', 'Galatians 6:14', 'Luke 9:23', 'Philippians 2:8', 'Colossians 2:14', 'Hebrews 12:2', 'Galatians 2:20', 'Isaiah 53:4-6', 'John 19:30', '1 Peter 2:24'],
  ),
  theme(
    'resurrection',
    ['The Resurrection', 'resurrection', 'risen', 'he is risen', 'rose again', 'empty tomb', 'easter', 'resurrection sunday', 'raised from the dead'],
    ['La resurrección', 'resurrección', 'resucitó', 'ha resucitado', 'resucitado', 'tumba vacía', 'sepulcro vacío', 'pascua', 'domingo de resurrección', 'levantado de los muertos'],
    ['John 11:25-26', '1 Corinthians 15:3-4', '1 Corinthians 15:20-22', 'Matthew 28:5-7', 'Romans 8:11', 'Philippians 3:10-11', 'Luke 24:5-7', 'Revelation 1:18', 'Romans 6:4-5'],
  ),
  theme(
    'second-coming',
    ['The Second Coming of Christ', 'second coming', 'rapture', 'return of christ', 'return of jesus', 'jesus is coming', 'coming of the lord', 'end times', 'last days', 'be ready', 'trump of god'],
    ['La segunda venida de Cristo', 'segunda venida', 'rapto', 'arrebatamiento', 'venida de cristo', 'venida del señor', 'regreso de cristo', 'cristo viene', 'cristo vuelve', 'fin de los tiempos', 'últimos días', 'tiempos finales', 'estad preparados'],
    ['John 14:1-3', '1 Thessalonians 4:16-18', 'Acts 1:10-11', 'Matthew 24:36', 'Matthew 24:42-44', '1 Corinthians 15:51-53', 'Titus 2:13', 'Revelation 22:12', 'Revelation 22:20', '2 Peter 3:10'],
  ),
  theme(
    'worship',
    ['True Worship', 'worship', 'worshipper', 'worshiper', 'worshippers', 'true worshippers', 'spirit and truth', 'adoration', 'adore'],
    ['La adoración', 'adoración', 'adorar', 'adorador', 'adoradores', 'verdaderos adoradores', 'en espíritu y en verdad', 'espíritu y verdad'],
    ['John 4:23-24', 'Psalms 95:6', 'Romans 12:1', 'Psalms 29:2', 'Psalms 100:1-5', 'Revelation 4:11', 'Matthew 4:10', 'Psalms 96:9', 'Hebrews 12:28'],
  ),
  theme(
    'praise',
    ['The Power of Praise', 'praise', 'praising', 'praise the lord', 'hallelujah', 'halleluiah', 'sacrifice of praise', 'shout', 'rejoice in the lord', 'garment of praise'],
    ['El poder de la alabanza', 'alabanza', 'alabar', 'alabad', 'alabando', 'aleluya', 'gloria a dios', 'sacrificio de alabanza', 'júbilo', 'manto de alegría'],
    ['Psalms 150:1-6', 'Psalms 34:1-3', 'Hebrews 13:15', 'Psalms 103:1-2', 'Acts 16:25-26', 'Psalms 22:3', '2 Chronicles 20:21-22', 'Psalms 100:4', 'Isaiah 61:3'],
  ),
  theme(
    'fasting',
    ['Fasting and Prayer', 'fasting', 'fast', 'fasted', 'fasting and prayer', 'consecration fast', 'daniel fast'],
    ['El ayuno', 'ayuno', 'ayunar', 'ayunos', 'ayuno y oración', 'ayunando', 'ayuno de daniel'],
    ['Matthew 6:16-18', 'Isaiah 58:6-8', 'Joel 2:12', 'Matthew 17:21', 'Acts 13:2-3', 'Esther 4:16', 'Daniel 9:3', 'Mark 2:20'],
  ),
  theme(
    'obedience',
    ['Obedience', 'obedience', 'obey', 'obeying', 'obedient', 'doers of the word', 'to obey is better than sacrifice', 'submission'],
    ['La obediencia', 'obediencia', 'obedecer', 'obediente', 'obedientes', 'hacedores de la palabra', 'el obedecer es mejor que los sacrificios', 'sujeción'],
    ['1 Samuel 15:22', 'John 14:15', 'James 1:22', 'Deuteronomy 28:1-2', 'Acts 5:29', 'Hebrews 5:8-9', 'Luke 6:46', 'Isaiah 1:19', 'Romans 6:16'],
  ),
  theme(
    'temptation',
    ['Overcoming Temptation', 'temptation', 'temptations', 'tempted', 'tempt', 'tempter', 'lust', 'way of escape'],
    ['Venciendo la tentación', 'tentación', 'tentaciones', 'tentado', 'tentar', 'tentador', 'concupiscencia', 'la salida'],
    ['1 Corinthians 10:13', 'James 1:12-15', 'Matthew 4:1-4', 'Hebrews 4:15-16', 'Matthew 26:41', 'James 4:7', 'Hebrews 2:18', '2 Peter 2:9', '1 John 2:16'],
  ),
  theme(
    'sin',
    ['The Wages of Sin', 'sin', 'sins', 'sinner', 'sinners', 'sinful', 'iniquity', 'transgression', 'wages of sin', 'backsliding', 'backslider', 'backslidden'],
    ['La paga del pecado', 'pecado', 'pecados', 'pecador', 'pecadores', 'iniquidad', 'transgresión', 'paga del pecado', 'apartado', 'reincidente', 'rebelión'],
    ['Romans 3:23', 'Romans 6:23', '1 John 1:8-9', 'Isaiah 59:1-2', 'James 4:17', 'Romans 6:12-14', 'Galatians 5:19-21', 'Hebrews 12:1', 'Numbers 32:23'],
  ),
  theme(
    'judgment',
    ['The Judgment of God', 'judgment', 'judgement', 'judgment day', 'day of judgment', 'great white throne', 'judgment seat', 'wrath of god', 'give account'],
    ['El juicio de Dios', 'juicio', 'juicio final', 'día del juicio', 'gran trono blanco', 'tribunal de cristo', 'ira de dios', 'dar cuenta'],
    ['Hebrews 9:27', '2 Corinthians 5:10', 'Revelation 20:11-15', 'Romans 14:10-12', 'Ecclesiastes 12:13-14', 'Matthew 25:31-33', 'Acts 17:30-31', 'John 5:28-29', 'Romans 2:5-6'],
  ),
  theme(
    'heaven',
    ['Heaven, Our Eternal Home', 'heaven', 'heavenly', 'paradise', 'new jerusalem', 'eternal home', 'mansions', 'streets of gold', 'glory land'],
    ['El cielo, nuestro hogar eterno', 'cielo', 'cielos', 'celestial', 'paraíso', 'nueva jerusalén', 'hogar eterno', 'moradas', 'calles de oro', 'la gloria'],
    ['John 14:2-3', 'Revelation 21:1-4', 'Revelation 21:21-23', '1 Corinthians 2:9', 'Philippians 3:20-21', '2 Corinthians 5:1', 'Matthew 6:19-21', 'Revelation 22:1-5', 'Hebrews 11:16'],
  ),
  theme(
    'hell',
    ['The Reality of Hell', 'hell', 'hellfire', 'hell fire', 'lake of fire', 'eternal punishment', 'damnation', 'perdition', 'outer darkness'],
    ['La realidad del infierno', 'infierno', 'lago de fuego', 'castigo eterno', 'condenación', 'perdición', 'tinieblas de afuera', 'fuego eterno'],
    ['Matthew 10:28', 'Revelation 20:14-15', 'Revelation 21:8', 'Luke 16:22-26', 'Matthew 25:41', 'Mark 9:43-44', 'Matthew 7:13-14', '2 Thessalonians 1:7-9', 'Psalms 9:17'],
  ),
  theme(
    'peace',
    ['The Peace of God', 'peace', 'peace of god', 'peace of mind', 'prince of peace', 'peacemaker', 'peacemakers', 'rest', 'calm'],
    ['La paz de Dios', 'paz', 'paz de dios', 'paz mental', 'príncipe de paz', 'pacificadores', 'descanso', 'calma'],
    ['John 14:27', 'Philippians 4:6-7', 'Isaiah 26:3', 'Romans 5:1', 'John 16:33', 'Colossians 3:15', 'Isaiah 9:6', 'Numbers 6:24-26', 'Psalms 4:8', 'Mark 4:37-39'],
  ),
  theme(
    'joy',
    ['The Joy of the Lord', 'joy', 'joyful', 'joy of the lord', 'gladness', 'happiness', 'happy', 'rejoice', 'rejoicing'],
    ['El gozo del Señor', 'gozo', 'gozo del señor', 'alegría', 'alegre', 'felicidad', 'feliz', 'regocijo', 'regocijaos', 'gozaos'],
    ['Nehemiah 8:10', 'Psalms 16:11', 'John 15:11', 'Romans 14:17', 'Psalms 30:5', 'Philippians 4:4', 'James 1:2-3', 'Psalms 126:5-6', '1 Peter 1:8', 'Galatians 5:22-23'],
  ),
  theme(
    'fear',
    ['Fear Not', 'fear', 'fear not', 'afraid', 'be not afraid', 'scared', 'terror', 'courage', 'courageous', 'spirit of fear'],
    ['No temas', 'miedo', 'temor', 'no temas', 'no temáis', 'temeroso', 'terror', 'valor', 'valentía', 'espíritu de cobardía', 'cobardía', 'esforzaos'],
    ['2 Timothy 1:7', 'Isaiah 41:10', 'Psalms 27:1', 'Psalms 56:3-4', 'Joshua 1:9', '1 John 4:18', 'Psalms 23:4', 'Isaiah 43:1-2', 'Psalms 91:5-6', 'Romans 8:15'],
  ),
  theme(
    'anxiety',
    ['Cast Your Cares on Him', 'anxiety', 'anxious', 'worry', 'worried', 'worrying', 'stress', 'stressed', 'cares', 'cast your care', 'be careful for nothing', 'depression', 'depressed'],
    ['Echad sobre Él vuestra ansiedad', 'ansiedad', 'ansioso', 'afán', 'afanes', 'afanosos', 'preocupación', 'preocupaciones', 'preocupado', 'estrés', 'estresado', 'depresión', 'deprimido', 'por nada estéis afanosos'],
    ['Philippians 4:6-7', '1 Peter 5:7', 'Matthew 6:25-27', 'Matthew 6:33-34', 'Psalms 55:22', 'Isaiah 26:3', 'John 14:1', 'Psalms 94:19', 'Proverbs 3:5-6'],
  ),
  theme(
    'marriage',
    ['Marriage God’s Way', 'marriage', 'married', 'husband', 'husbands', 'wife', 'wives', 'wedding', 'one flesh', 'covenant of marriage'],
    ['El matrimonio según Dios', 'matrimonio', 'casados', 'casado', 'esposo', 'esposos', 'esposa', 'marido', 'mujer casada', 'boda', 'una sola carne', 'pacto matrimonial'],
    ['Genesis 2:18', 'Genesis 2:24', 'Ephesians 5:22-25', 'Ephesians 5:31-33', 'Hebrews 13:4', 'Matthew 19:4-6', '1 Corinthians 7:2-4', 'Proverbs 18:22', 'Ecclesiastes 4:9-12', '1 Peter 3:7'],
  ),
  theme(
    'children',
    ['Children, a Heritage of the Lord', 'children', 'child', 'kids', 'sons and daughters', 'parenting', 'parents', 'raising children', 'train up a child'],
    ['Los hijos, herencia de Jehová', 'hijos', 'niños', 'niño', 'niñas', 'crianza', 'criar a los hijos', 'padres', 'instruye al niño', 'herencia de jehová'],
    ['Psalms 127:3-5', 'Proverbs 22:6', 'Mark 10:13-16', 'Ephesians 6:1-4', 'Deuteronomy 6:6-7', 'Matthew 18:2-6', 'Proverbs 3:1-2', 'Colossians 3:20-21', 'Isaiah 54:13'],
  ),
  theme(
    'youth',
    ['Youth on Fire for God', 'youth', 'young people', 'teens', 'teenagers', 'young', 'young man', 'young men', 'young woman', 'students', 'next generation'],
    ['Jóvenes encendidos para Dios', 'juventud', 'jóvenes', 'joven', 'adolescentes', 'adolescencia', 'muchachos', 'nueva generación', 'próxima generación'],
    ['1 Timothy 4:12', 'Ecclesiastes 12:1', 'Psalms 119:9-11', '2 Timothy 2:22', 'Jeremiah 1:5-8', '1 John 2:14', 'Lamentations 3:27', 'Titus 2:6-7', 'Daniel 1:8', 'Joel 2:28'],
  ),
  theme(
    'men',
    ['Men of God', 'men', 'man of god', 'men of god', 'godly men', 'fathers', 'father', 'fatherhood', 'mens ministry', 'quit you like men', 'manhood'],
    ['Hombres de Dios', 'hombres', 'varones', 'varón', 'hombre de dios', 'hombres de dios', 'padre', 'paternidad', 'caballeros', 'ministerio de caballeros', 'portaos varonilmente'],
    ['1 Corinthians 16:13', 'Joshua 24:15', 'Ephesians 5:25', '1 Timothy 3:1-5', 'Micah 6:8', 'Psalms 1:1-3', '1 Kings 2:2-3', 'Job 1:1', 'Ezekiel 22:30', 'Titus 2:6-8'],
  ),
  theme(
    'women',
    ['Women of God', 'women', 'woman', 'woman of god', 'godly woman', 'virtuous woman', 'ladies', 'ladies ministry', 'mothers', 'mother', 'motherhood'],
    ['Mujeres de Dios', 'mujeres', 'mujer', 'mujer de dios', 'mujer virtuosa', 'damas', 'ministerio de damas', 'madres', 'madre', 'maternidad', 'hermanas'],
    ['Proverbs 31:10-12', 'Proverbs 31:25-31', '1 Peter 3:3-5', '1 Timothy 2:9-10', 'Titus 2:3-5', 'Luke 1:38', 'Ruth 1:16', 'Acts 2:17-18', 'Luke 8:47-48', 'John 4:28-29'],
  ),
  theme(
    'leadership',
    ['Godly Leadership', 'leadership', 'leader', 'leaders', 'pastor', 'pastors', 'elders', 'bishop', 'overseer', 'ministers', 'ministry leadership'],
    ['El liderazgo según Dios', 'liderazgo', 'líder', 'líderes', 'pastor', 'pastores', 'ancianos', 'obispo', 'ministros', 'dirigentes'],
    ['1 Timothy 3:1-7', 'Acts 20:28', '1 Peter 5:2-4', 'Mark 10:42-45', 'Titus 1:7-9', 'Hebrews 13:17', 'Nehemiah 2:17-18', 'Proverbs 29:18', 'Exodus 18:21', 'Jeremiah 3:15'],
  ),
  theme(
    'servanthood',
    ['A Servant’s Heart', 'servanthood', 'servant', 'servants', 'serving', 'serve', 'service', 'servant leadership', 'washing feet', 'foot washing', 'volunteer'],
    ['Un corazón de siervo', 'servicio', 'siervo', 'siervos', 'servir', 'sirviendo', 'servidor', 'lavar los pies', 'lavatorio de pies', 'voluntario'],
    ['Mark 10:43-45', 'John 13:14-15', 'Philippians 2:5-8', 'Galatians 5:13', 'Matthew 25:21', 'Matthew 23:11-12', '1 Peter 4:10', 'Colossians 3:23-24', 'Romans 12:11'],
  ),
  theme(
    'giving',
    ['The Blessing of Giving', 'giving', 'giver', 'cheerful giver', 'tithe', 'tithes', 'tithing', 'offering', 'offerings', 'generosity', 'generous', 'sowing and reaping'],
    ['La bendición de dar', 'dar', 'ofrendar', 'dador alegre', 'diezmo', 'diezmos', 'diezmar', 'ofrenda', 'ofrendas', 'generosidad', 'generoso', 'sembrar y cosechar', 'siembra'],
    ['Malachi 3:10', 'Luke 6:38', '2 Corinthians 9:6-7', 'Acts 20:35', 'Proverbs 3:9-10', 'Matthew 6:3-4', 'Proverbs 11:24-25', 'Mark 12:41-44', 'Genesis 14:18-20'],
  ),
  theme(
    'stewardship',
    ['Faithful Stewardship', 'stewardship', 'steward', 'stewards', 'talents', 'parable of the talents', 'money', 'finances', 'finance', 'resources', 'faithful in little'],
    ['La mayordomía fiel', 'mayordomía', 'mayordomo', 'mayordomos', 'talentos', 'parábola de los talentos', 'dinero', 'finanzas', 'recursos', 'fiel en lo poco', 'administración'],
    ['1 Corinthians 4:2', 'Luke 16:10-12', 'Matthew 25:14-21', 'Psalms 24:1', '1 Peter 4:10', 'Malachi 3:8-10', 'Luke 12:42-44', 'Haggai 2:8', 'Deuteronomy 8:18'],
  ),
  theme(
    'evangelism',
    ['Soul Winning', 'evangelism', 'evangelize', 'evangelise', 'soul winning', 'soulwinning', 'winning souls', 'witness', 'witnessing', 'outreach', 'lost souls', 'sharing the gospel', 'gospel'],
    ['Ganando almas', 'evangelismo', 'evangelización', 'evangelizar', 'ganar almas', 'ganando almas', 'testificar', 'testigo', 'testigos', 'almas perdidas', 'compartir el evangelio', 'evangelio'],
    ['Romans 1:16', 'Mark 16:15-16', 'Romans 10:13-15', 'Proverbs 11:30', 'Acts 1:8', '2 Timothy 4:2', 'Luke 14:23', 'Matthew 4:19', 'Luke 19:10', '1 Corinthians 9:22'],
  ),
  theme(
    'great-commission',
    ['The Great Commission', 'great commission', 'go ye', 'go ye into all the world', 'make disciples', 'missions', 'missionary', 'all nations'],
    ['La gran comisión', 'gran comisión', 'id por todo el mundo', 'id y haced discípulos', 'haced discípulos', 'misiones', 'misionero', 'misionera', 'todas las naciones'],
    ['Matthew 28:18-20', 'Mark 16:15-18', 'Luke 24:46-49', 'Acts 1:8', 'Acts 2:38-39', 'John 20:21-22', 'Romans 10:14-15', 'Acts 8:4-5'],
  ),
  theme(
    'church',
    ['The Church of the Living God', 'church', 'the church', 'body of christ', 'congregation', 'assembly', 'bride of christ', 'fellowship', 'early church', 'apostolic church'],
    ['La iglesia del Dios vivo', 'iglesia', 'la iglesia', 'cuerpo de cristo', 'congregación', 'asamblea', 'novia de cristo', 'esposa de cristo', 'comunión unos con otros', 'iglesia primitiva', 'iglesia apostólica'],
    ['Matthew 16:18', 'Acts 2:41-47', 'Ephesians 5:25-27', 'Ephesians 4:11-13', 'Hebrews 10:24-25', '1 Corinthians 12:12-14', 'Acts 20:28', '1 Timothy 3:15', 'Colossians 1:18'],
  ),
  theme(
    'unity',
    ['Unity in the Body', 'unity', 'united', 'one accord', 'together', 'dwell together in unity', 'division', 'divisions', 'one body'],
    ['La unidad del cuerpo', 'unidad', 'unidos', 'unánimes', 'de un mismo sentir', 'juntos', 'habitar juntos en armonía', 'armonía', 'división', 'divisiones', 'un cuerpo'],
    ['Psalms 133:1-3', 'Ephesians 4:3-6', 'John 17:21-23', 'Acts 2:1', 'Acts 2:46-47', '1 Corinthians 1:10', 'Philippians 2:1-2', 'Romans 15:5-6', 'Amos 3:3', 'Colossians 3:14'],
  ),
  theme(
    'spiritual-gifts',
    ['The Gifts of the Spirit', 'spiritual gifts', 'gifts of the spirit', 'gifts', 'gift', 'prophecy', 'prophesy', 'interpretation of tongues', 'discerning of spirits', 'word of knowledge', 'anointing'],
    ['Los dones del Espíritu', 'dones espirituales', 'dones del espíritu', 'dones', 'don', 'profecía', 'profetizar', 'interpretación de lenguas', 'discernimiento de espíritus', 'palabra de ciencia', 'unción'],
    ['1 Corinthians 12:4-11', '1 Corinthians 14:1', 'Romans 12:6-8', '1 Peter 4:10', 'Ephesians 4:11-12', '1 Corinthians 14:39-40', 'Mark 16:17-18', '2 Timothy 1:6', 'Acts 2:17-18'],
  ),
  theme(
    'the-word-of-god',
    ['The Word of God', 'word of god', 'the word', 'bible', 'scripture', 'scriptures', 'gods word', 'bible study', 'sword of the spirit'],
    ['La Palabra de Dios', 'palabra de dios', 'la palabra', 'biblia', 'escritura', 'escrituras', 'estudio bíblico', 'espada del espíritu'],
    ['2 Timothy 3:16-17', 'Hebrews 4:12', 'Psalms 119:105', 'Psalms 119:11', 'Isaiah 40:8', 'John 1:1', 'Joshua 1:8', 'Matthew 4:4', 'Romans 10:17', '2 Timothy 2:15'],
  ),
  theme(
    'wisdom',
    ['Wisdom from Above', 'wisdom', 'wise', 'understanding', 'knowledge', 'discernment', 'fear of the lord', 'decisions', 'decision making'],
    ['La sabiduría de lo alto', 'sabiduría', 'sabio', 'sabios', 'entendimiento', 'conocimiento', 'discernimiento', 'temor de jehová', 'temor de dios', 'decisiones'],
    ['James 1:5', 'Proverbs 1:7', 'Proverbs 3:5-7', 'Proverbs 9:10', 'Proverbs 4:7', 'James 3:17', 'Colossians 2:2-3', '1 Corinthians 1:24-25', 'Psalms 90:12', 'Proverbs 2:6'],
  ),
  theme(
    'humility',
    ['Humility', 'humility', 'humble', 'humbled', 'humble yourselves', 'meekness', 'meek', 'lowliness'],
    ['La humildad', 'humildad', 'humilde', 'humildes', 'humillaos', 'humillarse', 'mansedumbre', 'manso', 'mansos'],
    ['James 4:6', 'James 4:10', '1 Peter 5:5-6', 'Philippians 2:3-8', 'Micah 6:8', '2 Chronicles 7:14', 'Matthew 18:4', 'Proverbs 22:4', 'Luke 14:11'],
  ),
  theme(
    'pride',
    ['Pride Comes Before a Fall', 'pride', 'proud', 'arrogance', 'arrogant', 'haughty', 'haughtiness', 'pride goeth before destruction', 'ego', 'boasting'],
    ['La soberbia', 'soberbia', 'orgullo', 'orgulloso', 'soberbio', 'soberbios', 'altivez', 'altivo', 'arrogancia', 'arrogante', 'jactancia', 'antes del quebrantamiento es la soberbia'],
    ['Proverbs 16:18', 'Proverbs 8:13', 'James 4:6', 'Daniel 4:37', 'Isaiah 14:12-15', '1 John 2:16', 'Proverbs 29:23', 'Luke 18:10-14', 'Romans 12:3'],
  ),
  theme(
    'patience',
    ['Waiting on the Lord', 'patience', 'patient', 'wait', 'waiting', 'wait on the lord', 'waiting on god', 'longsuffering', 'long suffering', 'gods timing'],
    ['Esperando en Jehová', 'paciencia', 'paciente', 'esperar', 'esperando', 'esperar en jehová', 'esperar en el señor', 'longanimidad', 'tiempo de dios', 'el tiempo de dios'],
    ['James 1:2-4', 'Romans 5:3-4', 'Psalms 40:1-3', 'Isaiah 40:31', 'Hebrews 10:36', 'James 5:7-8', 'Romans 12:12', 'Psalms 27:14', 'Ecclesiastes 7:8', 'Lamentations 3:25-26'],
  ),
  theme(
    'perseverance',
    ['Keep On Going', 'perseverance', 'persevere', 'endurance', 'endure', 'enduring', 'never give up', 'dont give up', 'finish the race', 'run the race', 'press on', 'press toward the mark', 'steadfast'],
    ['No te rindas', 'perseverancia', 'perseverar', 'persevera', 'constancia', 'perseverad', 'no te rindas', 'no desmayes', 'terminar la carrera', 'la carrera', 'prosigo al blanco', 'firmes', 'permaneced'],
    ['Galatians 6:9', 'Hebrews 12:1-2', 'Philippians 3:13-14', '2 Timothy 4:7-8', 'Matthew 24:13', 'James 1:12', '1 Corinthians 15:58', 'Revelation 2:10', 'Hebrews 10:23', 'Luke 9:62'],
  ),
  theme(
    'trials',
    ['Faith in the Fire', 'trials', 'trial', 'testing', 'tests', 'hard times', 'difficult times', 'fiery furnace', 'fiery trial', 'adversity', 'tribulation'],
    ['Fe en medio del fuego', 'pruebas', 'prueba', 'tiempos difíciles', 'momentos difíciles', 'horno de fuego', 'horno ardiente', 'fuego de prueba', 'adversidad', 'tribulación', 'tribulaciones'],
    ['James 1:2-4', '1 Peter 1:6-7', '1 Peter 4:12-13', 'Romans 8:28', '2 Corinthians 4:17-18', 'Isaiah 43:2', 'Job 23:10', 'Daniel 3:17-18', 'Psalms 34:19', 'John 16:33'],
  ),
  theme(
    'suffering',
    ['When God’s People Suffer', 'suffering', 'suffer', 'pain', 'affliction', 'afflictions', 'afflicted', 'hurting', 'why do christians suffer', 'persecution', 'persecuted'],
    ['Cuando el pueblo de Dios sufre', 'sufrimiento', 'sufrimientos', 'sufrir', 'dolor', 'aflicción', 'aflicciones', 'afligido', 'padecimientos', 'persecución', 'perseguido', 'perseguidos'],
    ['Romans 8:18', '2 Corinthians 4:8-10', '2 Corinthians 4:16-18', '1 Peter 5:10', 'Philippians 3:10', 'Hebrews 12:2-3', '2 Corinthians 12:9-10', 'Job 1:20-22', 'Psalms 34:18-19', '1 Peter 4:12-13'],
  ),
  theme(
    'comfort',
    ['The God of All Comfort', 'comfort', 'comforted', 'consolation', 'grieving', 'mourn', 'loss', 'broken heart', 'brokenhearted', 'bereavement', 'loneliness', 'lonely'],
    ['El Dios de toda consolación', 'consuelo', 'consolación', 'consolar', 'consolados', 'llorar', 'pérdida', 'corazón quebrantado', 'quebrantados de corazón', 'soledad'],
    ['2 Corinthians 1:3-4', 'Psalms 23:1-4', 'Matthew 5:4', 'John 14:16-18', 'Isaiah 40:1-2', 'Psalms 34:18', 'Isaiah 61:1-3', 'Revelation 21:4', 'Matthew 11:28-30', 'Psalms 147:3'],
  ),
  theme(
    'restoration',
    ['God Restores', 'restoration', 'restore', 'restored', 'second chance', 'new beginning', 'fresh start', 'prodigal', 'prodigal son', 'come back', 'coming home'],
    ['Dios restaura', 'restauración', 'restaurar', 'restaurado', 'segunda oportunidad', 'nuevo comienzo', 'nuevo principio', 'pródigo', 'hijo pródigo', 'volver a casa', 'regresar a dios'],
    ['Joel 2:25-26', 'Psalms 23:3', 'Jeremiah 30:17', 'Psalms 51:10-12', 'Galatians 6:1', '1 Peter 5:10', 'Luke 15:20-24', 'Acts 3:19-21', 'Job 42:10', 'Isaiah 61:7'],
  ),
  theme(
    'revival',
    ['Revival Fire', 'revival', 'revive', 'revive us', 'awakening', 'outpouring', 'outpouring of the spirit', 'move of god', 'fire', 'latter rain'],
    ['Fuego de avivamiento', 'avivamiento', 'avivar', 'aviva tu obra', 'despertar', 'despertar espiritual', 'derramamiento', 'derramamiento del espíritu', 'mover de dios', 'fuego', 'lluvia tardía'],
    ['2 Chronicles 7:14', 'Habakkuk 3:2', 'Psalms 85:6', 'Acts 2:1-4', 'Acts 3:19', 'Isaiah 57:15', 'Hosea 6:1-3', 'Ezekiel 37:4-10', 'Joel 2:28-29'],
  ),
  theme(
    'thanksgiving',
    ['A Thankful Heart', 'thanksgiving', 'thankful', 'thankfulness', 'thanks', 'give thanks', 'gratitude', 'grateful', 'thank you lord'],
    ['Un corazón agradecido', 'acción de gracias', 'agradecimiento', 'agradecido', 'agradecidos', 'gratitud', 'dar gracias', 'dad gracias', 'gracias señor'],
    ['1 Thessalonians 5:18', 'Psalms 100:4-5', 'Psalms 107:1', 'Colossians 3:15-17', 'Philippians 4:6', 'Psalms 136:1-3', 'Ephesians 5:20', 'Luke 17:15-19', 'Psalms 103:1-5', '2 Corinthians 9:15'],
  ),
  theme(
    'mercy',
    ['The Mercy of God', 'mercy', 'mercies', 'merciful', 'compassion', 'compassionate', 'lovingkindness', 'loving kindness', 'new every morning'],
    ['La misericordia de Dios', 'misericordia', 'misericordias', 'misericordioso', 'compasión', 'compasivo', 'piedad', 'nuevas son cada mañana'],
    ['Lamentations 3:22-23', 'Psalms 103:8-12', 'Micah 7:18', 'Titus 3:5', 'Ephesians 2:4-5', 'Hebrews 4:16', 'Matthew 5:7', 'Luke 6:36', 'Psalms 136:1'],
  ),
  theme(
    'justice',
    ['Let Justice Roll Down', 'justice', 'righteous judgment', 'injustice', 'oppression', 'oppressed', 'the poor', 'widows and orphans', 'vengeance', 'fairness'],
    ['Que corra el juicio como las aguas', 'justicia', 'justo', 'injusticia', 'opresión', 'oprimidos', 'los pobres', 'viudas y huérfanos', 'venganza', 'equidad'],
    ['Micah 6:8', 'Amos 5:24', 'Isaiah 1:17', 'Proverbs 21:3', 'Psalms 89:14', 'Deuteronomy 32:4', 'Romans 12:19', 'Isaiah 61:8', 'Luke 18:7-8', 'Psalms 82:3-4'],
  ),
  theme(
    'truth',
    ['The Truth Shall Make You Free', 'truth', 'the truth', 'honesty', 'honest', 'lies', 'lying', 'deception', 'sound doctrine', 'doctrine', 'apostolic doctrine'],
    ['La verdad os hará libres', 'verdad', 'la verdad', 'verdadero', 'honestidad', 'honesto', 'mentira', 'mentiras', 'engaño', 'sana doctrina', 'doctrina', 'doctrina apostólica'],
    ['John 8:31-32', 'John 14:6', 'John 17:17', 'John 4:24', 'Psalms 119:160', 'Ephesians 4:15', '2 Timothy 2:15', 'John 16:13', 'Galatians 4:16', 'Acts 2:42'],
  ),
  theme(
    'light',
    ['The Light of the World', 'light', 'light of the world', 'darkness', 'shine', 'shining', 'lamp', 'salt and light', 'let your light shine'],
    ['La luz del mundo', 'luz', 'luz del mundo', 'tinieblas', 'oscuridad', 'brillar', 'alumbrar', 'lámpara', 'sal y luz', 'así alumbre vuestra luz'],
    ['John 8:12', 'Matthew 5:14-16', 'Psalms 119:105', '1 John 1:5-7', 'Psalms 27:1', 'Isaiah 60:1-3', '2 Corinthians 4:6', 'Ephesians 5:8', '1 Peter 2:9', 'John 1:4-5'],
  ),
  theme(
    'shepherd',
    ['The Good Shepherd', 'shepherd', 'good shepherd', 'the lord is my shepherd', 'sheep', 'flock', 'lost sheep', 'psalm 23'],
    ['El buen Pastor', 'buen pastor', 'jehová es mi pastor', 'el señor es mi pastor', 'ovejas', 'oveja', 'rebaño', 'redil', 'oveja perdida', 'salmo 23'],
    ['Psalms 23:1-6', 'John 10:11', 'John 10:14-16', 'Isaiah 40:11', 'Ezekiel 34:11-16', '1 Peter 5:4', 'Hebrews 13:20-21', 'Luke 15:4-7', 'John 10:27-28', '1 Peter 2:25'],
  ),
  theme(
    'victory',
    ['Victory in Jesus', 'victory', 'victorious', 'overcome', 'overcomer', 'overcomers', 'overcoming', 'triumph', 'more than conquerors', 'conquer', 'giants', 'battle belongs to the lord'],
    ['Victoria en Cristo', 'victoria', 'victorioso', 'vencer', 'vencedor', 'vencedores', 'triunfo', 'más que vencedores', 'gigantes', 'la batalla es de jehová'],
    ['1 Corinthians 15:57', '1 John 5:4', 'Romans 8:37', '2 Corinthians 2:14', 'Deuteronomy 20:4', '1 Samuel 17:45-47', '2 Chronicles 20:15', 'Revelation 12:11', 'Isaiah 54:17', 'Joshua 1:9'],
  ),
  theme(
    'spiritual-warfare',
    ['Spiritual Warfare', 'spiritual warfare', 'warfare', 'armor of god', 'armour of god', 'whole armour of god', 'devil', 'satan', 'enemy', 'demons', 'deliverance', 'strongholds', 'binding and loosing'],
    ['La guerra espiritual', 'guerra espiritual', 'batalla espiritual', 'armadura de dios', 'toda la armadura de dios', 'diablo', 'satanás', 'enemigo', 'demonios', 'liberación', 'fortalezas', 'atar y desatar'],
    ['Ephesians 6:10-17', '2 Corinthians 10:3-5', 'James 4:7', '1 Peter 5:8-9', 'Luke 10:19', 'Mark 16:17', '1 John 4:4', 'Revelation 12:11', 'Matthew 18:18', 'Isaiah 54:17'],
  ),
  theme(
    'discipleship',
    ['The Cost of Discipleship', 'discipleship', 'disciple', 'disciples', 'follow jesus', 'following jesus', 'follow me', 'cost of discipleship', 'deny yourself', 'mentoring'],
    ['El precio del discipulado', 'discipulado', 'discípulo', 'discípulos', 'seguir a jesús', 'sígueme', 'seguidme', 'negarse a sí mismo', 'niéguese a sí mismo', 'mentoría'],
    ['Luke 9:23', 'Luke 14:26-27', 'Luke 14:33', 'John 8:31-32', 'John 13:34-35', 'John 15:8', 'Matthew 28:19-20', '2 Timothy 2:2', 'Matthew 4:19-20', 'Matthew 16:24-26'],
  ),
  theme(
    'calling',
    ['Answering the Call', 'calling', 'called', 'call of god', 'the call', 'purpose', 'gods purpose', 'destiny', 'vocation', 'here am i send me', 'ministry'],
    ['Respondiendo al llamado', 'llamado', 'llamamiento', 'vocación', 'llamado de dios', 'propósito', 'propósito de dios', 'destino', 'heme aquí envíame', 'ministerio'],
    ['Jeremiah 1:5', 'Isaiah 6:8', 'Romans 11:29', 'Ephesians 4:1', '2 Timothy 1:9', '1 Peter 2:9', 'Philippians 3:14', 'Romans 8:28-30', 'Matthew 4:19', '2 Peter 1:10'],
  ),
  theme(
    'provision',
    ['God Will Provide', 'provision', 'provide', 'provider', 'god will provide', 'jehovah jireh', 'supply', 'needs', 'lack', 'daily bread', 'blessing', 'blessings', 'prosperity'],
    ['Dios proveerá', 'provisión', 'proveer', 'proveedor', 'dios proveerá', 'jehová jireh', 'necesidades', 'escasez', 'pan de cada día', 'pan nuestro', 'bendición', 'bendiciones', 'prosperidad'],
    ['Philippians 4:19', 'Matthew 6:31-33', 'Psalms 23:1', 'Genesis 22:13-14', 'Psalms 37:25', '1 Kings 17:13-16', 'Psalms 34:10', '2 Corinthians 9:8', 'Luke 12:24'],
  ),
  theme(
    'trust',
    ['Trust in the Lord', 'trust', 'trusting', 'trust in the lord', 'rely on god', 'depend on god', 'confidence', 'refuge', 'shelter', 'secret place'],
    ['Confía en Jehová', 'confianza', 'confiar', 'confía', 'fíate de jehová', 'confiar en dios', 'depender de dios', 'refugio', 'amparo', 'abrigo del altísimo'],
    ['Proverbs 3:5-6', 'Psalms 37:3-5', 'Isaiah 26:3-4', 'Psalms 56:3-4', 'Jeremiah 17:7-8', 'Psalms 62:8', 'Nahum 1:7', 'Psalms 91:1-2', 'Isaiah 12:2', 'Psalms 20:7'],
  ),
  theme(
    'redemption',
    ['Redeemed', 'redemption', 'redeemed', 'redeem', 'redeemer', 'ransom', 'ransomed', 'bought with a price', 'purchased', 'set free', 'deliverer'],
    ['Redimidos', 'redención', 'redimido', 'redimidos', 'redimir', 'redentor', 'rescate', 'rescatados', 'comprados por precio', 'libertad', 'libres'],
    ['Ephesians 1:7', 'Colossians 1:13-14', '1 Peter 1:18-19', 'Galatians 3:13', 'Titus 2:14', 'Romans 3:23-24', 'Job 19:25', 'Isaiah 44:22', 'Galatians 4:4-5', 'Psalms 107:2'],
  ),
  theme(
    'blood-of-jesus',
    ['The Blood of Jesus', 'blood of jesus', 'the blood', 'blood', 'precious blood', 'power in the blood', 'blood of the lamb', 'atonement', 'sacrifice', 'lamb of god'],
    ['La sangre de Cristo', 'sangre de cristo', 'sangre de jesús', 'la sangre', 'sangre', 'preciosa sangre', 'poder en la sangre', 'sangre del cordero', 'expiación', 'sacrificio', 'cordero de dios'],
    ['Hebrews 9:22', '1 John 1:7', 'Revelation 12:11', 'Ephesians 1:7', 'Romans 5:9', '1 Peter 1:18-19', 'Revelation 1:5', 'Hebrews 10:19-22', 'Exodus 12:13', 'Acts 20:28'],
  ),
  theme(
    'communion',
    ['The Lord’s Supper', 'communion', 'holy communion', 'lords supper', 'the lords supper', 'lord s supper', 'the lord s supper', 'breaking of bread', 'bread and wine', 'this do in remembrance of me', 'foot washing service'],
    ['La Santa Cena', 'santa cena', 'cena del señor', 'la cena del señor', 'comunión', 'partimiento del pan', 'partir el pan', 'pan y vino', 'haced esto en memoria de mí', 'en memoria de mí'],
    ['1 Corinthians 11:23-26', '1 Corinthians 11:27-29', 'Luke 22:19-20', 'Matthew 26:26-28', 'John 6:53-56', '1 Corinthians 10:16-17', 'John 13:14-15', 'Exodus 12:13'],
  ),
  // The seasons and occasions of church life (issue 18): a theme typed in either language finds them.
  theme(
    'christmas',
    ['The Birth of Jesus', 'christmas', 'birth of jesus', 'birth of christ', 'nativity', 'bethlehem', 'manger', 'advent', 'the word was made flesh', 'emmanuel', 'immanuel'],
    ['El nacimiento de Jesús', 'navidad', 'nacimiento de jesús', 'nacimiento de cristo', 'natividad', 'belén', 'pesebre', 'adviento', 'el verbo fue hecho carne', 'emanuel'],
    ['Luke 2:10-11', 'Isaiah 9:6', 'Matthew 1:21-23', 'John 1:14', 'Luke 2:13-14', 'Galatians 4:4-5', 'Micah 5:2', '1 Timothy 3:16'],
  ),
  theme(
    'pentecost-sunday',
    ['The Promise of Pentecost', 'pentecost sunday', 'day of pentecost', 'upper room', 'promise of the father'],
    ['La promesa de Pentecostés', 'domingo de pentecostés', 'día de pentecostés', 'aposento alto', 'promesa del padre'],
    ['Acts 2:1-4', 'Acts 2:38-39', 'Joel 2:28-29', 'Acts 1:8', 'John 14:16-18', 'Luke 24:49'],
  ),
  theme(
    'new-year',
    ['A New Beginning with God', 'new year', 'new beginning', 'new beginnings', 'fresh start', 'new season'],
    ['Un nuevo comienzo con Dios', 'año nuevo', 'nuevo año', 'nuevo comienzo', 'nuevos comienzos', 'nueva temporada'],
    ['Lamentations 3:22-23', 'Isaiah 43:18-19', '2 Corinthians 5:17', 'Philippians 3:13-14', 'Psalm 90:12', 'Proverbs 3:5-6'],
  ),
  theme(
    'mothers-day',
    ['A Mother Who Fears the Lord', 'mothers day', 'mother s day', 'godly mother', 'a mother s love'],
    ['Una madre que teme al Señor', 'día de las madres', 'dia de la madre', 'día de la madre', 'madre piadosa', 'amor de madre'],
    ['Proverbs 31:25-30', '2 Timothy 1:5', '1 Samuel 1:27-28', 'Isaiah 66:13', 'John 19:26-27', 'Proverbs 31:10-12'],
  ),
  theme(
    'fathers-day',
    ['A Father After God’s Heart', 'fathers day', 'father s day', 'godly father', 'fatherhood', 'fathers'],
    ['Un padre conforme al corazón de Dios', 'día del padre', 'dia del padre', 'padre piadoso', 'paternidad', 'padres de familia'],
    ['Ephesians 6:4', 'Joshua 24:15', 'Psalm 103:13', 'Proverbs 20:7', 'Deuteronomy 6:6-7', 'Luke 15:20'],
  ),
  theme(
    'grief',
    ['Hope in the Valley of Grief', 'grief', 'funeral', 'funerals', 'death of a loved one', 'mourning', 'memorial service', 'sorrow'],
    ['Esperanza en el valle del duelo', 'duelo', 'funeral', 'funerales', 'muerte de un ser querido', 'luto', 'servicio fúnebre', 'tristeza'],
    ['John 11:25-26', '1 Thessalonians 4:13-14', 'Psalm 23:4', 'Revelation 21:4', 'John 14:1-3', 'Psalm 34:18', 'Matthew 5:4'],
  ),
  theme(
    'baptism-service',
    ['Buried with Him in Baptism', 'baptism service', 'baptismal service', 'baptisms', 'water baptism service'],
    ['Sepultados con él en el bautismo', 'servicio de bautismos', 'bautismos', 'culto de bautismos', 'servicio bautismal'],
    ['Acts 2:38', 'Romans 6:3-4', 'Acts 8:35-38', 'Colossians 2:12', 'Acts 22:16', 'Acts 10:47-48'],
  ),
  theme(
    'storms-of-life',
    ['Faith in the Storm', 'storms of life', 'storm', 'storms', 'faith in the storm', 'tempest', 'peace be still', 'wind and waves'],
    ['Fe en medio de la tormenta', 'tormentas de la vida', 'tormenta', 'tormentas', 'fe en la tormenta', 'tempestad', 'calla enmudece', 'viento y olas'],
    ['Mark 4:37-40', 'Matthew 14:27-31', 'Psalm 107:28-30', 'Isaiah 43:2', 'Psalm 46:1-3', 'Acts 27:22-25'],
  ),
  theme(
    'missions',
    ['To the Ends of the Earth', 'missions', 'missionary', 'mission field', 'missions sunday', 'the nations', 'world missions'],
    ['Hasta lo último de la tierra', 'misiones', 'misionero', 'misionera', 'campo misionero', 'domingo de misiones', 'las naciones', 'misiones mundiales'],
    ['Acts 1:8', 'Matthew 28:19-20', 'Romans 10:14-15', 'Mark 16:15-16', 'Isaiah 6:8', 'Luke 24:46-47'],
  ),
];

/**
 * Per language, every normalized keyword → the themes (by index) that have it, and the most words
 * a keyword has. A text then matches by looking up its word runs, instead of searching it once per
 * keyword of every theme (over a thousand searches per sermon).
 */
interface KeywordIndex {
  themesByKeyword: Map<string, number[]>;
  maxWords: number;
}
const keywordIndexes = new Map<'en' | 'es', KeywordIndex>();

function keywordIndex(language: 'en' | 'es'): KeywordIndex {
  let index = keywordIndexes.get(language);
  if (!index) {
    const themesByKeyword = new Map<string, number[]>();
    let maxWords = 1;
    SERMON_THEMES.forEach((theme, themeIndex) => {
      for (const keyword of new Set(theme[language].keywords.map(normalize).filter(Boolean))) {
        const themes = themesByKeyword.get(keyword) ?? [];
        themes.push(themeIndex);
        themesByKeyword.set(keyword, themes);
        maxWords = Math.max(maxWords, keyword.split(' ').length);
      }
    });
    index = { themesByKeyword, maxWords };
    keywordIndexes.set(language, index);
  }
  return index;
}

/**
 * The themes whose keywords occur in the text as whole words or phrases, ignoring case, accents
 * and punctuation; the theme with the longest matching keyword first (ties keep the list's order).
 * [] when none matches.
 */
export function findThemes(text: string, language: 'en' | 'es'): SermonTheme[] {
  const normalized = normalize(text);
  if (normalized === '') return [];
  const { themesByKeyword, maxWords } = keywordIndex(language);
  const words = normalized.split(' ');
  const scores = new Map<number, number>();
  for (let first = 0; first < words.length; first++) {
    let phrase = '';
    for (let last = first; last < words.length && last < first + maxWords; last++) {
      phrase = last === first ? words[first]! : `${phrase} ${words[last]!}`;
      for (const themeIndex of themesByKeyword.get(phrase) ?? []) {
        if (phrase.length > (scores.get(themeIndex) ?? 0)) scores.set(themeIndex, phrase.length);
      }
    }
  }
  return [...scores]
    .sort(([indexA, scoreA], [indexB, scoreB]) => scoreB - scoreA || indexA - indexB)
    .map(([themeIndex]) => SERMON_THEMES[themeIndex]!);
}
