/**
 * A second server process for specs that need one beside the suite's (copied-brand,
 * brands-history): started as one node process (no npx/tsx wrapper), so the SIGTERM of `stop`
 * reaches it, and awaited by the line it prints once it listens, not by polling.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { ROOT } from "./matrix";

export interface ExtraServer {
  process: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
}

export async function startExtraServer(
  script: string[],
  env: Record<string, string>,
  ready: string,
): Promise<ExtraServer> {
  const child = spawn(process.execPath, ["--import", "tsx", ...script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const listening = new Promise<void>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(ready)) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`${script[0]} exited (${code}):\n${output}`))),
  );
  await Promise.race([listening, exited]);
  return {
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const done = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await done;
    },
  };
}
