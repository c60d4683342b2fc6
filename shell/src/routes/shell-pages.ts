import type { ComponentType } from 'react';
import { HealthPage } from '../pages/HealthPage.js';

/** Pages of the routes the site map gives to the shell itself (`owner: 'shell'`), by path pattern. */
export const shellPages: Readonly<Record<string, ComponentType>> = {
  '/__health': HealthPage,
  '/__safe': HealthPage,
};
