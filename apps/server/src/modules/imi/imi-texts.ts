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
      'مزيان بزاف اللي قلتي هادشي. ماشي ضروري الواحد يحمل هادشي بوحدو: هضرو عليه دابا مع \u2068113\u2069، حتى إلا كان الشك واش الحالة صعيبة بزاف.',
    'self-harm':
      'مزيان بزاف اللي قلتي هادشي. خاصك المساعدة، ماشي العقاب. الجرح اللي غارق ولا مابغاش يحبس الدم، خاص الطبيب (huisarts ولا huisartsenpost) يشوفو.',
    abuse:
      'مزيان بزاف اللي قلتي هادشي. حتى واحد ماعندو الحق يضربك ولا يأذيك، حتى الواليدين، وماشي ذنبك.',
    'sexual-abuse':
      'مزيان بزاف اللي قلتي هادشي. حتى واحد ماعندو الحق يقيسك ولا يدير معاك شي حاجة بلا رضاك، وعمرو ماكان ذنبك. إلا شي حد طلب تصاور: ماتصيفطو والو، بلوكيوه وبلغو عليه.',
    'domestic-violence':
      'مزيان بزاف اللي قلتي هادشي. العنف فالدار عمرو ماكان مقبول وماشي ذنبك. إلا وقعات المشكلة، قلبو على بلاصة فيها الأمان وعيطو ل \u2068112\u2069.',
    'unsafe-home':
      'مزيان بزاف اللي قلتي هادشي. من حقك الإحساس بالأمان فالدار. كاينة المساعدة، حتى لبلاصة آمنة للنعاس هاد الليلة.',
    sextortion:
      'مزيان بزاف اللي قلتي هادشي، وماشي ذنبك. ماتخلصو والو وماتصيفطو والو: اللي كيبتز مكيحبسش بهادشي. ديرو سكرينشوت كدليل، بلوكيو وبلغو على الحساب. **\u2068Helpwanted.nl\u2069** كيعاون بالمجان وبلا سمية، حتى فمسح التصاور، والشكاية عند البوليس ممكنة حتى هي.',
    'running-away':
      'مزيان بزاف اللي قلتي هادشي. الهروب من الدار يقدر يكون خطير، خصوصا بلا بلاصة للنعاس. الهضرة بلا سمية على اللي كاين فالدار ممكنة، وكاينين بلايص فيها الأمان.',
    'eating-disorder':
      'مزيان بزاف اللي قلتي هادشي. الماكلة اللي كتحبس، ولا التقيا من بعد الماكلة، معناها الحالة ماشي مزيانة، وكاينة المساعدة. هضرو مع الطبيب (huisarts)؛ ف \u2068proud2bme.nl\u2069 كاينين شباب عاشو نفس الحاجة.',
    danger:
      'مزيان بزاف اللي قلتي هادشي. إلا كاين شي خطر دابا: عيطو ل **\u2068112\u2069** وسيرو لبلاصة فيها الناس. إلا شي حد كيجبرك على شي حاجة ولا على نقل شي بضاعة، هو اللي غالط قدام القانون، والذنب ماشي عليك؛ والتبليغ بلا سمية ممكن عند Meld Misdaad Anoniem: \u20680800-7000\u2069.',
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
    /** A question about the learner's own case, which only someone who knows it can answer. */
    personalReply: string;
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
    personalReply:
      'Dat kan ik niet weten: het hangt af van jouw situatie, en die ken ik niet. Vraag het aan iemand die die wel kent: je coach of mentor, je huisarts of apotheek bij medicijnen, of de instantie of het bedrijf zelf. Een algemene vraag over het onderwerp beantwoord ik graag.',
    greeting: (name) => `Hoi ${name}! Ik ben Imi. Stel me een korte vraag over Leerloop.`,
    suggestionFor: (title) => `Wat leer ik bij ${title}?`,
  },
  mc: {
    unknown:
      'ماعرفتش. ماعنديش جواب مزيان على هادشي ف Leerloop. كنعاون فالأسئلة على راسك، الفلوس، الأمان فالأنترنيت، الصحة، الخدمة والمستقبل. ولا ممكن السؤال للكوتش ولا المنتور ديالك.',
    redirect:
      'مانقدرش نعاون فهادشي: أنا كنعرف غير المواضيع ديال Leerloop. ممكن مثلا شي سؤال على النقط القوية ديالك، الفلوس، الأمان فالأنترنيت، الصحة، الخدمة ولا المستقبل.',
    crisis: (category) =>
      [
        crisisFirst.mc[category],
        'هضرو على هادشي اليوم مع شي حد عندك فيه الثقة: واحد من الواليدين، أستاذ، المنتور ولا الكوتش ديالك. الكوتش ديالك (ولا شي حد من Leerloop) غادي يوصلو خبر باللي خاصك المساعدة.',
        '',
        '- كاين شي تفكير فالانتحار؟ عيطو ولا شاتيو بالمجان وبلا سمية مع **\u2068113 Zelfmoordpreventie\u2069**: \u20680800-0113\u2069 ولا \u2068113.nl\u2069.',
        '- كاين شي حاجة فالدار ولا فبلاصة أخرى اللي كتخوفك ولا ماكتعطيكش الأمان؟ عيطو ولا شاتيو مع **De Kindertelefoon**: \u20680800-0432\u2069 (\u2068kindertelefoon.nl\u2069)، ولا عيطو ل **Veilig Thuis**: \u20680800-2000\u2069.',
        '- كاين شي خطر دابا؟ عيطو ل **\u2068112\u2069**.',
      ].join('\n'),
    refused:
      'مانقدرش نعاون فهادشي. عندك شي سؤال على النقط القوية ديالك، الفلوس، الأمان فالأنترنيت، الصحة، الخدمة ولا المستقبل؟ مرحبا.',
    hint: 'هادي مانديرهاش بلاصتك، حيت التعلم كيجي غير من الخدمة ديالك. ولكن ها شي فكرة للبداية:',
    hintWithoutTip:
      'عاودو قراو التمرين بشوية، كتبو فشي كلمات شنو بغيتو تقولو، ومن بعد كملوه. إلا تبلوكيتو، سولو الكوتش ديالكم يعاونكم.',
    greetingReply:
      'السلام! أنا Imi: ماشي بنادم، أنا برنامج ديال البيسي. كنجاوب على أسئلة قصيرة على المواضيع ديال Leerloop: راسك، الفلوس، الأمان فالأنترنيت، الصحة، الخدمة والمستقبل. شنو هو السؤال ديالك؟',
    thanksReply: 'بلا جميل! مرحبا بأي سؤال آخر.',
    personalReply:
      'هادشي مانقدرش نعرفو: كيتعلق بالحالة ديالكم، وأنا ماعارفهاش. سولو شي حد عارفها: الكوتش ولا المنتور، الطبيب (huisarts) ولا الفارماسيان (apotheek) إلا كان الدوا، ولا الإدارة ولا الشركة براسها. ولكن أي سؤال عام على الموضوع، مرحبا.',
    greeting: (name) => `السلام ${name}! أنا Imi. عندك شي سؤال قصير على Leerloop؟`,
    suggestionFor: (title) => `شنو غادي نتعلم ف ${title}؟`,
  },
};
