export function loadDotEnv(): void;
export function staleBuildReason(buildDir?: string, needs?: string): string | null;
export function ensureBuild(label: string, needs?: string): void;
