import type { Language } from '@leerloop/contracts';

/**
 * What Imi itself says, in both languages (the server writes these into the chat). The Darija
 * addresses the learner without gender (decision 019).
 */
export const imiTexts: Record<
  Language,
  {
    unknown: string;
    redirect: string;
    crisis: string;
    refused: string;
    /** Homework: the lead-in before a tip, and the tip when nothing in Leerloop fits. */
    hint: string;
    hintWithoutTip: string;
    greetingReply: string;
    thanksReply: string;
    greeting: (name: string) => string;
    suggestionFor: (title: string) => string;
  }
> = {
  nl: {
    unknown:
      'Ik weet het niet. Daar heb ik in Leerloop geen goed antwoord op. Ik help je met vragen over jezelf, geld, online veilig, gezond leven, werk en je toekomst. Vraag het anders aan je coach of mentor.',
    redirect:
      'Daar kan ik je niet mee helpen: ik weet alleen iets van de onderwerpen van Leerloop. Vraag me bijvoorbeeld iets over je sterke kanten, je geld, online veilig zijn, gezond leven, werk of je toekomst.',
    crisis: [
      'Wat goed dat je dit vertelt. Je hoeft dit niet alleen te dragen, en het is niet jouw schuld.',
      'Praat er vandaag nog over met iemand die je vertrouwt: een ouder, een leraar, je mentor of je coach. Je coach (of iemand van Leerloop) krijgt een seintje dat je hulp nodig hebt.',
      '',
      '- Denk je aan zelfmoord? Bel of chat gratis en anoniem met **113 Zelfmoordpreventie**: 0800-0113 of 113.nl.',
      '- Gebeurt er thuis of ergens anders iets waardoor je je niet veilig voelt? Bel of chat met **De Kindertelefoon**: 0800-0432 (kindertelefoon.nl), of bel **Veilig Thuis**: 0800-2000.',
      '- Ben je nu in gevaar? Bel **112**.',
    ].join('\n'),
    refused:
      'Daar help ik je niet mee. Wil je iets weten over je sterke kanten, geld, online veilig, gezond leven, werk of je toekomst? Dan help ik je graag.',
    hint: 'Dat ga ik niet voor je maken, want dan leer je er zelf niets van. Maar ik help je op weg:',
    hintWithoutTip:
      'Lees de opdracht nog eens rustig, schrijf in een paar woorden op wat je wilt zeggen en maak het daarna af. Loop je vast? Vraag je coach om hulp.',
    greetingReply:
      'Hoi! Ik ben Imi: geen mens, maar een computerprogramma. Ik beantwoord korte vragen over de onderwerpen van Leerloop: jezelf, geld, online veilig, gezond leven, werk en je toekomst. Wat wil je weten?',
    thanksReply: 'Graag gedaan! Vraag gerust verder.',
    greeting: (name) => `Hoi ${name}! Ik ben Imi. Stel me een korte vraag over Leerloop.`,
    suggestionFor: (title) => `Wat leer ik bij ${title}?`,
  },
  mc: {
    unknown:
      'ماعرفتش. ماعنديش جواب مزيان على هادشي ف Leerloop. كنعاون فالأسئلة على راسك، الفلوس، الأمان فالأنترنيت، الصحة، الخدمة والمستقبل. ولا سول الكوتش ولا المنتور ديالك.',
    redirect:
      'مانقدرش نعاون فهادشي: أنا كنعرف غير المواضيع ديال Leerloop. سولني مثلا على النقط القوية ديالك، الفلوس، الأمان فالأنترنيت، الصحة، الخدمة ولا المستقبل.',
    crisis: [
      'مزيان بزاف اللي قلتي هادشي. ماخاصكش تحمل هادشي بوحدك، وماشي ذنبك.',
      'هضر على هادشي اليوم مع شي حد عندك فيه الثقة: واحد من الواليدين، أستاذ، المنتور ولا الكوتش ديالك. الكوتش ديالك (ولا شي حد من Leerloop) غادي يوصلو خبر باللي خاصك المساعدة.',
      '',
      '- كاين شي تفكير فالانتحار؟ عيط ولا كتب بالمجان وبلا سمية ل **113 Zelfmoordpreventie**: 0800-0113 ولا 113.nl.',
      '- كاين شي حاجة فالدار ولا فبلاصة أخرى اللي كتخوفك ولا ماكتعطيكش الأمان؟ عيط ولا كتب ل **De Kindertelefoon**: 0800-0432 (kindertelefoon.nl)، ولا عيط ل **Veilig Thuis**: 0800-2000.',
      '- إلا كنتي فخطر دابا، عيط ل **112**.',
    ].join('\n'),
    refused:
      'مانقدرش نعاون فهادشي. بغيتي تعرف شي حاجة على النقط القوية ديالك، الفلوس، الأمان فالأنترنيت، الصحة، الخدمة ولا المستقبل؟ مرحبا.',
    hint: 'هادي مانديرهاش بلاصتك، حيت هكا ماغاديش تتعلم والو. ولكن ها كيفاش تبدا:',
    hintWithoutTip:
      'عاود قرا التمرين بشوية، كتب فشي كلمات شنو بغيتي تقول، ومن بعد كملو. إلا تبلوكيتي، سول الكوتش ديالك يعاونك.',
    greetingReply:
      'السلام! أنا Imi: ماشي بنادم، أنا برنامج ديال البيسي. كنجاوب على أسئلة قصيرة على المواضيع ديال Leerloop: راسك، الفلوس، الأمان فالأنترنيت، الصحة، الخدمة والمستقبل. شنو بغيتي تعرف؟',
    thanksReply: 'بلا جميل! سول اللي بغيتي.',
    greeting: (name) => `السلام ${name}! أنا Imi. سولني شي سؤال قصير على Leerloop.`,
    suggestionFor: (title) => `شنو غادي نتعلم ف ${title}؟`,
  },
};
