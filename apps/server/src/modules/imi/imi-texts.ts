import type { CrisisCategory, Language } from '@leerloop/contracts';

/**
 * What comes first in the answer to each kind of crisis (issue 17): the one thing that matters
 * most for it, said kindly. The help lines follow in every case.
 */
const crisisFirst: Record<Language, Record<CrisisCategory, string>> = {
  nl: {
    suicide:
      'Wat goed dat je dit vertelt. Je hoeft dit niet alleen te dragen: praat er nu over met 113, ook als je twijfelt of het erg genoeg is.',
    'self-harm':
      'Wat goed dat je dit vertelt. Je verdient hulp, geen straf. Een wond die diep is of blijft bloeden, laat je verzorgen bij de huisarts of de huisartsenpost.',
    abuse:
      'Wat goed dat je dit vertelt. Niemand mag jou slaan of pijn doen, ook je ouders niet, en het is niet jouw schuld.',
    'sexual-abuse':
      "Wat goed dat je dit vertelt. Niemand mag aan je zitten of iets met je doen wat je niet wilt, en het is nooit jouw schuld. Vraagt iemand om foto's: stuur niets, blokkeer en meld hem.",
    'domestic-violence':
      'Wat goed dat je dit vertelt. Geweld thuis is nooit oké en niet jouw schuld. Gaat het mis, zoek dan een veilige plek en bel 112.',
    'unsafe-home':
      'Wat goed dat je dit vertelt. Je hoort je thuis veilig te voelen. Er is hulp, ook voor een veilige slaapplek vannacht.',
    sextortion:
      'Wat goed dat je dit vertelt, en het is niet jouw schuld. Betaal niet en stuur niets meer: daar stopt een afperser niet mee. Maak screenshots als bewijs, blokkeer en meld het account. **Helpwanted.nl** helpt gratis en anoniem, ook met het verwijderen van beelden, en je kunt aangifte doen bij de politie.',
    'running-away':
      'Wat goed dat je dit vertelt. Weglopen kan gevaarlijk zijn, zeker als je niet weet waar je kunt slapen. Je kunt anoniem praten over wat er thuis speelt, en er zijn veilige plekken.',
    'eating-disorder':
      'Wat goed dat je dit vertelt. Niet eten, of overgeven na het eten, betekent dat het niet goed met je gaat, en daar is hulp voor. Praat erover met je huisarts; op proud2bme.nl vind je jongeren die het herkennen.',
    danger:
      'Wat goed dat je dit vertelt. Ben je nu in gevaar? Bel **112** en ga naar een plek met andere mensen. Dwingt iemand je iets te doen of te vervoeren, dan is dat strafbaar voor hem, niet voor jou; anoniem melden kan bij Meld Misdaad Anoniem: 0800-7000.',
  },
  mc: {
    suicide:
      'مزيان بزاف اللي قلتي هادشي. ماخاصكش تحمل هادشي بوحدك: هضر دابا مع 113، حتى إلا ماكنتيش متأكد(ة) واش الحالة صعيبة بزاف.',
    'self-harm':
      'مزيان بزاف اللي قلتي هادشي. خاصك المساعدة، ماشي العقاب. الجرح اللي غارق ولا مابغاش يحبس الدم، خاص الطبيب (huisarts ولا huisartsenpost) يشوفو.',
    abuse:
      'مزيان بزاف اللي قلتي هادشي. حتى واحد ماعندو الحق يضربك ولا يأذيك، حتى الواليدين، وماشي ذنبك.',
    'sexual-abuse':
      'مزيان بزاف اللي قلتي هادشي. حتى واحد ماعندو الحق يقيسك ولا يدير معاك شي حاجة ماباغيهاش، وعمرو ماكان ذنبك. إلا شي حد طلب تصاور: ماتصيفط والو، بلوكيه وبلغ عليه.',
    'domestic-violence':
      'مزيان بزاف اللي قلتي هادشي. العنف فالدار عمرو ماكان مقبول وماشي ذنبك. إلا وقعات المشكلة، قلب على بلاصة فيها الأمان وعيط ل 112.',
    'unsafe-home':
      'مزيان بزاف اللي قلتي هادشي. من حقك تحس بالأمان فالدار. كاينة المساعدة، حتى باش تلقى فين تبات الليلة فأمان.',
    sextortion:
      'مزيان بزاف اللي قلتي هادشي، وماشي ذنبك. ماتخلص والو وماتصيفط والو: اللي كيبتز مكيحبسش بهادشي. دير سكرينشوت كدليل، بلوكي وبلغ على الحساب. **Helpwanted.nl** كيعاون بالمجان وبلا سمية، حتى فمسح التصاور، وتقدر تدير شكاية عند البوليس.',
    'running-away':
      'مزيان بزاف اللي قلتي هادشي. الهروب من الدار يقدر يكون خطير، خصوصا بلا بلاصة فين تبات. تقدر تهضر بلا سمية على اللي كاين فالدار، وكاينين بلايص فيها الأمان.',
    'eating-disorder':
      'مزيان بزاف اللي قلتي هادشي. الماكلة اللي كتحبس، ولا التقيا من بعد الماكلة، معناها الحالة ماشي مزيانة، وكاينة المساعدة. هضر مع الطبيب (huisarts)؛ ف proud2bme.nl كاينين شباب عاشو نفس الحاجة.',
    danger:
      'مزيان بزاف اللي قلتي هادشي. إلا كنتي فخطر دابا: عيط ل **112** وسير لبلاصة فيها الناس. إلا شي حد كيجبرك تدير ولا تهز شي حاجة، هو اللي غالط قدام القانون، ماشي نتا/نتي؛ تقدر تبلغ بلا سمية ف Meld Misdaad Anoniem: 0800-7000.',
  },
};

/**
 * What Imi itself says, in both languages (the server writes these into the chat). The Darija
 * addresses the learner without gender (decision 019).
 */
export const imiTexts: Record<
  Language,
  {
    unknown: string;
    redirect: string;
    /** The fixed answer to a crisis: what matters first for its kind, then the help lines. */
    crisis: (category: CrisisCategory) => string;
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
    crisis: (category) =>
      [
        crisisFirst.nl[category],
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
    crisis: (category) =>
      [
        crisisFirst.mc[category],
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
