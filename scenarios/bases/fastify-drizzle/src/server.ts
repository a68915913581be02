import { buildApp } from './app';
import { config } from './config';

const app = await buildApp({ logger: { level: config.LOG_LEVEL } });

try {
  await app.listen({ host: '0.0.0.0', port: config.PORT });
} catch (err) {
  app.log.fatal(err);
  process.exit(1);
}
