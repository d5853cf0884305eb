import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { safeFileName } from '../../lib/safe-file-name.ts';
import { ownPictureKey } from '../../lib/square-pictures.ts';
import type { Storage } from '../../storage/storage.ts';
import type { DataExportRepository } from './data-export.repository.ts';

/** What each file of the download holds, for the learner and a parent opening it. */
const README = `Leerloop — je gegevens
=====================

Dit zijn alle gegevens die Leerloop van je bewaart, op de dag van deze download.

profiel.json               je account: naam, e-mailadressen, telefoonnummers, taal, geboortejaar,
                           toestemming van een ouder, organisaties, groepen (klassen) en hoe je
                           inlogt
inloggen.json              wanneer en vanaf welk internetadres en welke browser je inlogde
antwoorden.json            je antwoorden op opdrachten, met de feedback van je coach
antwoorden/                de bestanden (foto's, video's, documenten) bij je antwoorden
imi-gesprekken.json        je gesprekken met Imi, en welke berichten je coach te zien kreeg
verhaal-en-reflecties.json je verhaal en je reflecties per week
swipe-keuzes.json          wat je koos in de swipe-games en bij het begin (je thema's)
voortgang.json             je voortgang in de leermodules en swipe-games
profielfoto.webp           je profielfoto (als je er een hebt)

De .json-bestanden kun je openen met een teksteditor of in een andere app inlezen.

---

Leerloop — المعلومات ديالك

هادو كاع المعلومات اللي كتحتافظ بيهم Leerloop عليك، فالنهار ديال هاد التحميل.

profiel.json               الحساب: السمية، الإيميلات، نمر التيليفون، اللغة، عام الزيادة، الموافقة
                           ديال الوالدين، المنظمات، المجموعات (الأقسام) وكيفاش كيكون الدخول
inloggen.json              فوقاش كان الدخول، من أي عنوان ديال الإنترنت ومن أي متصفح
antwoorden.json            الأجوبة على التمارين، مع الملاحظات ديال الكوتش
antwoorden/                الفيشيات (تصاور، فيديوهات، وثائق) ديال الأجوبة
imi-gesprekken.json        الشات مع Imi، والرسائل اللي شافهم الكوتش
verhaal-en-reflecties.json القصة والتأملات ديال كل سيمانة
swipe-keuzes.json          الاختيارات فألعاب السوايپ وفالبداية (المواضيع)
voortgang.json             التقدم فالدروس وفألعاب السوايپ
profielfoto.webp           تصويرة البروفيل (إلا كانت)

فيشيات .json كيتحلو بأي محرر ديال النصوص، وممكن تدخلهم لتطبيق آخر.
`;

/**
 * Issue 18, AVG art. 15/20 ("download my data"): the caller's own data as JSON plus their files,
 * in one ZIP that is streamed as it is made — files are opened one at a time when their turn
 * comes, so a learner's videos never sit in memory.
 */
export function createDataExport(deps: { exports: DataExportRepository; storage: Storage }) {
  const { exports, storage } = deps;

  return {
    /** The ZIP of this user's data, or undefined when the user does not exist. */
    async zipOf(userId: string, now = new Date()) {
      const profile = await exports.profile(userId);
      if (!profile) return undefined;
      const [organisations, signIns, answers, imi, story, swipes, progress] = await Promise.all([
        exports.organisations(userId),
        exports.signIns(userId),
        exports.answers(userId),
        exports.imi(userId),
        exports.storyAndReflections(userId),
        exports.swipes(userId),
        exports.progress(userId),
      ]);
      const files: { key: string; path: string }[] = [];
      const withFilePaths = answers.map(({ fileKey, ...answer }) => {
        if (!fileKey) return { ...answer, file: null };
        const path = `antwoorden/${answer.id}-${safeFileName(answer.fileName)}`;
        files.push({ key: fileKey, path });
        return { ...answer, file: path };
      });
      const pictureKey = ownPictureKey('avatars', userId, profile.picture);
      if (pictureKey) files.push({ key: pictureKey, path: 'profielfoto.webp' });

      const zip = new ZipFile();
      const options = { mtime: now };
      const addJson = (path: string, data: unknown) =>
        zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`), path, options);
      zip.addBuffer(Buffer.from(README), 'LEESMIJ.txt', options);
      addJson('profiel.json', {
        ...profile,
        picture: pictureKey ? 'profielfoto.webp' : null,
        ...organisations,
      });
      addJson('inloggen.json', signIns);
      addJson('antwoorden.json', withFilePaths);
      addJson('imi-gesprekken.json', imi);
      addJson('verhaal-en-reflecties.json', story);
      addJson('swipe-keuzes.json', swipes);
      addJson('voortgang.json', progress);
      for (const { key, path } of files)
        // Photos and videos are compressed already; storing them spares the processor.
        zip.addReadStreamLazy(path, { ...options, compress: false }, (done) => {
          storage.get(key).then(
            // A file a crash took away is an empty entry, not a broken download.
            (file) => done(null, file?.body ?? Readable.from([])),
            (error: unknown) => done(error, Readable.from([])),
          );
        });
      zip.end();
      return zip.outputStream as Readable;
    },
  };
}

export type DataExport = ReturnType<typeof createDataExport>;
