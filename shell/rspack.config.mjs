import { hostConfig } from '@gbc/build-kit';

export default hostConfig({ dir: import.meta.dirname });
