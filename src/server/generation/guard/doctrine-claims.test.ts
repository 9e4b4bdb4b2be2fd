import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bibleFor } from '../../bible/bible-text.ts';
import { composerText } from '../../content/content-files.ts';
import { projectPath } from '../../project-paths.ts';
import { trinitarianClaims } from './doctrine-claims.ts';

// Issue 25, finding 11: the guard reads what a sentence claims, not a list of words.
const TRINITARIAN = {
  en: [
    'God exists as three co-eternal members of the Godhead.',
    'Jesus is God the Son.',
    'The Holy Spirit is the third person of the Trinity.',
    'Christ is the second person, eternally begotten of the Father.',
    'We worship the triune God.',
    'The Father, the Son and the Holy Spirit are coequal.',
    'One God in three persons, blessed Trinity.',
    'The Son is co-eternal with the Father.',
    'God the Holy Spirit comforts us.',
    'The Godhead consists of three distinct persons.',
    'The Father, Son and Holy Spirit are each fully God.',
    'Be baptized in the name of the Father, and of the Son, and of the Holy Spirit.',
    'The eternal Son left the glory He shared with the Father.',
    'The Son is a distinct person from the Father.',
    'There is a plurality of persons within the one divine essence.',
    'God is a community of three who love one another.',
    'The Spirit proceeds from the Father and the Son.',
    'Our God is three in one.',
    'The three divine persons share one essence.',
    'The Father and the Son enjoyed an eternal fellowship before the world began.',
    'Get baptized today in the name of the Father, Son and Holy Ghost, as Matthew 28:19 commands.',
    'God is one being in three persons.',
    'We stand against sin and all worldliness and worship the holy and blessed God the Son today.',
    'The Holy Spirit is a distinct person.',
    'We believe in the Father, the Son and the Holy Spirit, three persons and one God.',
    'The Son has existed with the Father from all eternity.',
    'There are three who are God.',
    'God is both three and one.',
    'God exists eternally as Father, Son, and Holy Spirit.',
    'Jesus is the Son, the second member of the Godhead.',
  ],
  es: [
    'Dios existe como tres miembros coeternos de la Deidad.',
    'Jesús es Dios Hijo.',
    'El Espíritu Santo es la tercera persona de la Trinidad.',
    'Cristo es la segunda persona, engendrado eternamente del Padre.',
    'Adoramos al Dios trino.',
    'El Padre, el Hijo y el Espíritu Santo son coiguales.',
    'Un solo Dios en tres personas, bendita Trinidad.',
    'El Hijo es coeterno con el Padre.',
    'Dios el Espíritu Santo nos consuela.',
    'La Deidad está compuesta de tres personas distintas.',
    'El Padre, el Hijo y el Espíritu Santo son cada uno plenamente Dios.',
    'Bautícese en el nombre del Padre, y del Hijo, y del Espíritu Santo.',
    'El Hijo eterno dejó la gloria que compartía con el Padre.',
    'El Hijo es una persona distinta del Padre.',
    'Hay una pluralidad de personas en la única esencia divina.',
    'Dios es una comunidad de tres que se aman.',
    'El Espíritu procede del Padre y del Hijo.',
    'Nuestro Dios es tres en uno.',
    'Las tres divinas personas comparten una esencia.',
    'Creemos en la Santísima Trinidad.',
    'Dios es un ser en tres personas.',
    'El Espíritu Santo es una persona distinta.',
    'Creemos en el Padre, el Hijo y el Espíritu Santo, tres personas y un solo Dios.',
    'El Hijo ha existido con el Padre desde la eternidad.',
    'Hay tres que son Dios.',
    'Dios es a la vez tres y uno.',
    'Dios existe eternamente como Padre, Hijo y Espíritu Santo.',
    'Jesús es el Hijo, el segundo miembro de la Deidad.',
  ],
} as const;

const kjv = (book: string, chapter: number, verse: number) => bibleFor('en').verse(book, chapter, verse)!;
const rv = (book: string, chapter: number, verse: number) => bibleFor('es').verse(book, chapter, verse)!.replaceAll('á ', 'a ');

const ONENESS = {
  en: [
    `Jesus commanded, “${kjv('Matt', 28, 19)}” (Matthew 28:19), and the apostles obeyed by baptizing in the name of Jesus Christ.`,
    `“${kjv('1John', 5, 7)}” (1 John 5:7). These three are one God, not three.`,
    'Jesus said, “baptizing them in the name of the Father, and of the Son, and of the Holy Ghost.” He said name, not names.',
    'The name of the Father, and of the Son, and of the Holy Ghost is Jesus.',
    'Father, Son and Holy Ghost are titles of the one God, and His name is Jesus.',
    'God is not three persons; He is one God manifested in flesh.',
    'The word trinity is not found in the Bible.',
    'In Jesus dwells all the fulness of the Godhead bodily (Colossians 2:9).',
    'The Son of God was born of Mary; the Father dwelt in Him.',
    'The Holy Ghost is the Spirit of Jesus Himself.',
    `Jesus said, “${kjv('John', 10, 30)}”`,
    'Three persons came to the altar that night and went home changed.',
    'The Father, the Son and the Holy Ghost are three manifestations of the one God.',
    'Some teach that God is three persons, but the Bible says the Lord our God is one Lord.',
    'Jesus speaks in the first person here: I am the way.',
    'The third person in line was a widow with two mites.',
    'Matthew 28:19 commands baptism in the name of the Father, and of the Son, and of the Holy Ghost, and Acts 2:38 shows that name is Jesus Christ.',
    'Isaiah called the child the everlasting Father and the mighty God (Isaiah 9:6).',
    'The Son prayed to the Father as a man, and the Father was in Him.',
    'Repent, and be baptized in the name of Jesus Christ, and receive the Holy Ghost.',
    'We do not baptize in the titles Father, Son and Holy Ghost, but in the name of Jesus.',
    'The Word was with God and the Word was God: the Word is God Himself, made flesh in Jesus.',
    'Jesus is both God and man, the Father dwelling in the Son.',
    'God is not three and one; He is one, and His name is Jesus.',
  ],
  es: [
    `Jesús mandó: «${rv('Matt', 28, 19)}» (Mateo 28:19), y los apóstoles bautizaron en el nombre de Jesucristo.`,
    `«${rv('1John', 5, 7)}» (1 Juan 5:7). Estos tres son un solo Dios.`,
    'Jesús dijo «bautizándolos en el nombre del Padre, y del Hijo, y del Espíritu Santo»: dijo nombre, en singular.',
    'El nombre del Padre, del Hijo y del Espíritu Santo es Jesús.',
    'Padre, Hijo y Espíritu Santo son títulos del único Dios.',
    'Dios no es tres personas; es un solo Dios manifestado en carne.',
    'La palabra trinidad no aparece en la Biblia.',
    'En Jesús habita toda la plenitud de la divinidad corporalmente.',
    'El Hijo de Dios nació de María; el Padre moraba en él.',
    'El Espíritu Santo es el Espíritu de Jesús mismo.',
    `Jesús dijo: «${rv('John', 10, 30)}»`,
    'Tres personas llegaron al altar esa noche y salieron cambiadas.',
    'El Padre, el Hijo y el Espíritu Santo son tres manifestaciones del único Dios.',
    'Algunos enseñan que Dios es tres personas, pero la Biblia dice que Jehová uno es.',
    'Jesús habla en primera persona: Yo soy el camino.',
    'La tercera persona de la fila era una viuda con dos blancas.',
    'Mateo 28:19 manda bautizar en el nombre del Padre, y del Hijo, y del Espíritu Santo, y Hechos 2:38 muestra que ese nombre es Jesucristo.',
    'Isaías llamó al niño Padre eterno y Dios fuerte (Isaías 9:6).',
    'Arrepiéntase y bautícese en el nombre de Jesucristo, y recibirá el Espíritu Santo.',
    'No bautizamos en los títulos Padre, Hijo y Espíritu Santo, sino en el nombre de Jesús.',
    'El Verbo era con Dios y el Verbo era Dios: el Verbo es Dios mismo, hecho carne en Jesús.',
    'Jesús es Dios y hombre a la vez, el Padre que mora en el Hijo.',
  ],
} as const;

describe('Trinitarian claims, read by meaning (issue 25, finding 11)', () => {
  for (const language of ['en', 'es'] as const) {
    it(`catches every wording of a Trinitarian claim (${language}, ${TRINITARIAN[language].length} paraphrases)`, () => {
      const missed = TRINITARIAN[language].filter((sentence) => trinitarianClaims(sentence, language).length === 0);
      expect(missed).toEqual([]);
    });

    it(`accepts Scripture quoted and explained the Oneness way (${language}, ${ONENESS[language].length} sentences)`, () => {
      const flagged = ONENESS[language].map((sentence) => [sentence, trinitarianClaims(sentence, language)] as const).filter(([, claims]) => claims.length > 0);
      expect(flagged).toEqual([]);
    });

    it(`never reads the app's own doctrine notes and altar calls as a claim (${language})`, () => {
      const { notes } = JSON.parse(fs.readFileSync(projectPath('data/content/doctrine-notes.json'), 'utf8')) as { notes: Array<Record<Language, string>> };
      const altarCalls = Object.values(composerText(language).altarCall).flatMap((registers) => Object.values(registers).flat());
      const flagged = [...notes.map((note) => note[language]), ...altarCalls].filter((text) => trinitarianClaims(text, language).length > 0);
      expect(flagged).toEqual([]);
    });
  }

  it('never counts the words of a quotation of Scripture, checked word for word', () => {
    expect(trinitarianClaims(`Jesus said: “${kjv('Matt', 28, 19)}”`, 'en')).toEqual([]);
    // The same words outside a quotation, as the preacher's own call, are a claim.
    expect(trinitarianClaims('Go and be baptized in the name of the Father, and of the Son, and of the Holy Ghost.', 'en')).not.toEqual([]);
    // Words in quotation marks that are not the Bible's are read like any other.
    expect(trinitarianClaims('The creed says: “We worship one God in Trinity, and Trinity in Unity.” Amen, we worship the Trinity.', 'en')).not.toEqual([]);
  });
});

type Language = 'en' | 'es';
