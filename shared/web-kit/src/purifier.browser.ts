import type { Purifier } from '@gbc/contracts';
import DOMPurify from 'dompurify';

/** The browser's DOMPurify, or null without a DOM (failing closed beats rendering unsanitised HTML). */
export const purifier: Purifier | null = DOMPurify.isSupported ? DOMPurify : null;
