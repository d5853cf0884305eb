import type { Language } from '@leerloop/contracts';

/** What Imi itself says, in both languages (the server writes these into the chat). */
export const imiTexts: Record<
  Language,
  {
    unknown: string;
    crisis: string;
    refused: string;
    source: (title: string) => string;
    greeting: (name: string) => string;
    suggestionFor: (title: string) => string;
  }
> = {
  nl: {
    unknown:
      'Ik weet het niet. Daar staat niets over in Leerloop. Stel je vraag anders, of vraag het je coach.',
    crisis:
      'Wat fijn dat je dit vertelt. Je hoeft dit niet alleen te dragen. Praat er vandaag nog over met iemand die je vertrouwt: een ouder, een vriend, een leraar of je coach. ' +
      'Denk je aan zelfmoord? Bel of chat gratis en anoniem met 113 Zelfmoordpreventie: 0800-0113 (113.nl). ' +
      'Gebeurt er iets thuis of ergens anders waardoor je je niet veilig voelt? Bel De Kindertelefoon: 0800-0432 (kindertelefoon.nl). ' +
      'Ben je nu in gevaar? Bel 112.',
    refused:
      'Daar help ik je niet mee. Ik beantwoord vragen over Leerloop: je sterke kanten, geld, online veilig, gezond leven, werk en je toekomst.',
    source: (title) => `Bron: ${title}`,
    greeting: (name) => `Hoi ${name}! Ik ben Imi. Stel me een korte vraag over Leerloop.`,
    suggestionFor: (title) => `Wat leer ik bij ${title}?`,
  },
  mc: {
    unknown:
      'ماعرفتش. ماكاين والو على هادشي ف Leerloop. سول السؤال ديالك بطريقة أخرى، ولا سول الكوتش ديالك.',
    crisis:
      'مزيان بزاف اللي قلتي هادشي. ماخاصكش تحمل هادشي بوحدك. هضر على هادشي اليوم مع شي واحد كتيق فيه: واحد من الواليدين ديالك، شي صاحب، شي أستاذ ولا الكوتش ديالك. ' +
      'واش كتفكر فالانتحار؟ عيط ولا كتب بالمجان وبلا ما تعطي سميتك ل 113 Zelfmoordpreventie: 0800-0113 (113.nl). ' +
      'إلا كاين شي حاجة فالدار ولا فبلاصة أخرى كتخليك ماحاسش براسك فأمان، عيط ل De Kindertelefoon: 0800-0432 (kindertelefoon.nl). ' +
      'إلا كنتي فخطر دابا، عيط ل 112.',
    refused:
      'مانقدرش نعاونك فهادشي. أنا كنجاوب على الأسئلة على Leerloop: النقط القوية ديالك، الفلوس، الأمان فالأنترنيت، الصحة، الخدمة والمستقبل ديالك.',
    source: (title) => `المصدر: ${title}`,
    greeting: (name) => `السلام ${name}! أنا Imi. سولني شي سؤال قصير على Leerloop.`,
    suggestionFor: (title) => `شنو غادي نتعلم ف ${title}؟`,
  },
};
