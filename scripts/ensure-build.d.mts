export function loadDotEnv(): void;
export function staleBuildReason(buildDir?: string): string | null;
export function ensureBuild(label: string): void;
