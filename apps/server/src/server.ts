import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ContentError } from './modules/content/content-loader.ts';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

const { app, services } = await buildApp(config).catch((error: unknown) => {
  // A broken content file: say which and what is wrong, nothing more.
  console.error(error instanceof ContentError ? error.message : error);
  process.exit(1);
});
// Seeded before listening; said after the address, so both are the last lines on screen.
const demo = config.seedDemo ? await services.seedDemo() : undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Leerloop runs at ${config.baseUrl} (database: ${config.database.driver === 'SQLite' ? `SQLite ${config.database.file}` : 'PostgreSQL'}, mail: ${services.mailer.transport}${services.mailer.transport === 'outbox' && !config.isProduction ? `, read at ${config.baseUrl}/dev/mail` : ''})`,
);
if (demo) {
  app.log.info(
    `Demo accounts — learner: ${demo.learner.email} / ${demo.learner.password} · coach: ${demo.coach.email} / ${demo.coach.password} · platform admin: ${demo.admin.email} / ${demo.admin.password}`,
  );
}
