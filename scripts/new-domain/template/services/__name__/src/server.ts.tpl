import { serveServiceAlone } from '@gbc/service-kit';
import { create__Name__Module } from './index.js';

/** The __name__ service as its own process (cluster topology). */
await serveServiceAlone(create__Name__Module());
