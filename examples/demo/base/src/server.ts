import { createApp } from './app';
import { config } from './config';

createApp().listen(config.port, () => console.log(`ticketbooth-api on :${config.port}`));
