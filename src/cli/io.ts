/** Where the CLI's output goes; `runCli` binds it to the process, tests capture it. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  isTTY: boolean;
  env: NodeJS.ProcessEnv;
}
