// What a remote's lucide icon modules import as their factory (SharedIconFactoryPlugin): the shell's.
export { createLucideIcon as default } from '@gbc/ui/icon-base';
