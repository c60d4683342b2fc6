import { saveFile as saveBlob } from '@gbc/web-kit/download';

/** Hands `text` to the browser as a download named `fileName`. */
export const saveFile = (fileName: string, type: string, text: string): void =>
  saveBlob(fileName, new Blob([text], { type }));
