import { describe, expect, it } from 'vitest';
import { composerText } from '../../content/content-files.ts';
import { altarCallGaps, dilutedSentences } from './doctrine-and-language.ts';

// Issue 25, finding 12: a negated or diluted altar call no longer passes on its key words.
const DILUTED = {
  en: [
    "You need not repent or be baptized in Jesus' name; just receive the Holy Ghost.",
    'Repent if you like. Baptism in the name of Jesus Christ is optional, and the Holy Ghost is not necessary for salvation.',
    'You do not have to be baptized in the name of Jesus Christ; repent and receive the Holy Ghost.',
    'Baptism in the name of Jesus is only a symbol: repent and receive the Holy Ghost.',
    'Repent, and be baptized in any name you choose, and receive the Holy Ghost.',
    'You can be saved without being baptized in the name of Jesus, so repent and receive the Holy Ghost.',
    'Repent, and whether or not you are baptized in the name of Jesus Christ, receive the Holy Ghost.',
    "Repent and receive the Holy Ghost; baptism in Jesus' name can wait.",
    'Repent, receive the Holy Ghost, and be baptized in the name of Jesus if you want.',
    "Repent and receive the Holy Ghost. The name used at baptism doesn't matter, though Jesus' name is fine.",
  ],
  es: [
    'No hace falta bautizarse en el nombre de Jesucristo; arrepiéntase y reciba el Espíritu Santo.',
    'Arrepiéntase. El bautismo en el nombre de Jesús es opcional, y el Espíritu Santo no es necesario.',
    'No tiene que arrepentirse ni bautizarse en el nombre de Jesucristo; reciba el Espíritu Santo.',
    'El bautismo en el nombre de Jesucristo es solo un símbolo: arrepiéntase y reciba el Espíritu Santo.',
    'Arrepiéntase, bautícese en cualquier nombre y reciba el Espíritu Santo.',
    'Usted puede ser salvo sin bautizarse en el nombre de Jesús; arrepiéntase y reciba el Espíritu Santo.',
    'Arrepiéntase y reciba el Espíritu Santo; se bautice o no en el nombre de Jesucristo, Dios le ama.',
    'Arrepiéntase y reciba el Espíritu Santo; el bautismo en el nombre de Jesús puede esperar.',
    'Arrepiéntase, reciba el Espíritu Santo y bautícese en el nombre de Jesucristo si quiere.',
    'Arrepiéntase y reciba el Espíritu Santo. No importa el nombre en que se bautice, aunque el de Jesucristo sirve.',
  ],
} as const;

const CALLS = {
  en: [
    'Repent, be baptized in the name of Jesus Christ, and receive the Holy Ghost.',
    "You don't have to wait: repent today, be baptized in the name of Jesus Christ and receive the Holy Ghost.",
    'Baptism in the name of Jesus Christ is not optional. Repent, be baptized in His name, and receive the Holy Ghost.',
    'Without repentance there is no forgiveness: repent, be baptized in the name of Jesus Christ, and you shall receive the Holy Ghost.',
    'Baptism in the name of Jesus is not just a symbol; it remits sin. Repent, obey it, and receive the Holy Ghost.',
    'If you want to be saved, repent, be baptized in the name of Jesus Christ, and receive the Holy Ghost.',
  ],
  es: [
    'Arrepiéntase, bautícese en el nombre de Jesucristo y reciba el Espíritu Santo.',
    'No tiene que esperar: arrepiéntase hoy, bautícese en el nombre de Jesucristo y reciba el Espíritu Santo.',
    'El bautismo en el nombre de Jesucristo no es opcional. Arrepiéntase, bautícese en su nombre y reciba el Espíritu Santo.',
    'Sin arrepentimiento no hay perdón: arrepiéntase, bautícese en el nombre de Jesucristo y recibirá el Espíritu Santo.',
    'Si quiere ser salvo, arrepiéntase, bautícese en el nombre de Jesucristo y reciba el Espíritu Santo.',
  ],
} as const;

describe('the altar call, read by what it says (issue 25, finding 12)', () => {
  for (const language of ['en', 'es'] as const) {
    it(`finds a negated or diluted call wanting (${language}, ${DILUTED[language].length} wordings)`, () => {
      const passed = DILUTED[language].filter((conclusion) => altarCallGaps(conclusion, language).length === 0);
      expect(passed).toEqual([]);
      for (const conclusion of DILUTED[language]) expect(dilutedSentences(conclusion, language), conclusion).not.toEqual([]);
    });

    it(`accepts a call that calls, however it is worded (${language})`, () => {
      const wanting = CALLS[language].map((conclusion) => [conclusion, altarCallGaps(conclusion, language), dilutedSentences(conclusion, language)] as const).filter(([, gaps, diluted]) => gaps.length > 0 || diluted.length > 0);
      expect(wanting).toEqual([]);
    });

    it(`accepts every altar call of the app's own (${language})`, () => {
      const calls = Object.values(composerText(language).altarCall).flatMap((registers) => Object.values(registers).flat());
      expect(calls.filter((call) => altarCallGaps(call, language).length > 0 || dilutedSentences(call, language).length > 0)).toEqual([]);
    });
  }
});
