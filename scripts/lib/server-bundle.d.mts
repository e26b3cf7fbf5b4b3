export function serverNodeArgs(env?: Record<string, string | undefined>): string[];
export function bundleServer(root: string, entry: string, outfile: string): Promise<string>;
export const SERVER_BUNDLE: string;
