import { describe, expect, it } from 'vitest';
import { organisationWithAdmin, type Session } from '../../../../test/groups.ts';
import { buildTestApp } from '../../../../test/helper.ts';

const app = await buildTestApp({ IMI_EMBEDDED_PACE_MS: '0' });
const { call, mailsTo, signUp, services } = app;

const SUBJECT = 'Een leerling heeft aandacht nodig';
const MESSAGE = 'Mijn oom slaat me als niemand kijkt';
const alerts = async (session: Session) => {
  const email = (await call(session, 'GET', '/api/users/me')).json().data.email as string;
  return (await mailsTo(email)).filter((mail) => mail.subject === SUBJECT);
};
/** The learner tells Imi something that raises a safety flag; answers once it is mailed. */
const raiseFlag = async (learner: Session) => {
  const answer = await call(learner, 'POST', '/api/chats', { message: MESSAGE });
  expect(answer.json().outcome).toBe('crisis');
  await expect
    .poll(
      async () =>
        (
          await services.database.db
            .selectFrom('imiFlag')
            .select('alertedAt')
            .where('userId', '=', learner.userId)
            .executeTakeFirst()
        )?.alertedAt,
    )
    .toBeTruthy();
};

/** An organisation with a group, its learner and the given coach of the group. */
async function classWithCoach(tag: string) {
  const school = await organisationWithAdmin(app, tag);
  const group = await school.group(`Klas ${tag}`);
  const learner = await school.member('leerling');
  await school.ok(call(school.admin, 'PUT', `/api/groups/${group.id}/learners/${learner.userId}`));
  const nameCoach = (coach: Session) =>
    school.ok(call(school.admin, 'PUT', `/api/groups/${group.id}/coaches/${coach.userId}`));
  return { ...school, group, learner, nameCoach };
}

describe("a safety flag's e-mail", () => {
  it("goes at once to the group's coach, who is an Admin; not to the other Admins", async () => {
    const school = await classWithCoach('alert-a');
    const coach = await school.member('coach');
    await services.database.db
      .updateTable('member')
      .set({ role: 'admin' })
      .where('userId', '=', coach.userId)
      .where('organizationId', '=', school.org.id)
      .execute();
    await school.nameCoach(coach);
    await raiseFlag(school.learner);

    const [mail, ...more] = await alerts(coach);
    expect(more).toEqual([]);
    // Known content: that there is a flag and the way to it; no message, no name.
    expect(mail!.textBody).toBe(
      'Een leerling heeft Imi iets verteld waardoor hij of zij nu hulp nodig kan hebben. Wat er ' +
        'gezegd is, staat bewust niet in deze e-mail. Open Leerloop om te zien wie het is, en ' +
        'neem vandaag nog contact op.\n\nhttp://localhost:3000/dashboards/review\n\nJe krijgt deze ' +
        'e-mail omdat je coach bent van deze leerling (of beheerder van Leerloop).\n',
    );
    expect(JSON.stringify(mail)).not.toContain('oom');
    expect(JSON.stringify(mail)).not.toContain('Persoon');
    expect(await alerts(school.admin)).toEqual([]);
    expect(await alerts(school.learner)).toEqual([]);
  });

  it("goes to the group's coach who may not read flags with the group's page, and to the Admins", async () => {
    const school = await classWithCoach('alert-b');
    const coach = await school.member('coach');
    await school.nameCoach(coach);
    await raiseFlag(school.learner);

    const [toCoach] = await alerts(coach);
    expect(toCoach!.textBody).toContain(
      `http://localhost:3000/dashboards/groups/${school.group.id}\n`,
    );
    expect(toCoach!.textBody).not.toContain('oom');
    // Someone must be able to read the flag itself: the organisation's Admin is told too.
    const [toAdmin] = await alerts(school.admin);
    expect(toAdmin!.textBody).toContain('http://localhost:3000/dashboards/review\n');
  });

  it("goes to the organisation's coaches for a learner in no group, as before", async () => {
    const school = await organisationWithAdmin(app, 'alert-c');
    const learner = await school.member('leerling');
    const lid = await school.member('lid');
    await raiseFlag(learner);
    expect(await alerts(school.admin)).toHaveLength(1);
    expect(await alerts(lid)).toEqual([]);
  });

  it('is written in the coach’s own language', async () => {
    const school = await classWithCoach('alert-d');
    const coach = await signUp('alert-d-coach@example.nl');
    await call(coach, 'POST', '/api/check-user', { code: school.org.accessCode });
    await call(coach, 'PUT', '/api/users/me/settings', { langSelected: 'mc' });
    await school.nameCoach(coach);
    await raiseFlag(school.learner);
    const mails = await mailsTo('alert-d-coach@example.nl');
    expect(mails.map((mail) => mail.subject)).toContain('شي تلميذ(ة) محتاج الاهتمام');
  });
});
