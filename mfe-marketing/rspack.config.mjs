import { remoteConfig } from '@gbc/build-kit';

export default remoteConfig({
  name: 'marketing',
  dir: import.meta.dirname,
  exposes: { './pages': './src/pages.ts' },
  embeds: { supporters: './src/supporters/embed/supporters.ts' },
});
