export declare const repoRoot: string;
export declare function listFrontendApps(): string[];
export declare function buildFrontendApps(options?: {
  apps?: string[];
  force?: boolean;
  log?: (message: string) => void;
}): Promise<string[]>;
export declare function loadFrontendConfig(
  app: string,
  mode: 'production' | 'development',
): Promise<import('@rspack/core').Configuration>;
