/**
 * A throwaway copy of the repository for the writers' loop tests: they edit
 * pages, project files and block records and run `npm run new`, so they work
 * on a copy (the files git tracks or would track, with node_modules linked)
 * and never touch the checkout that is being tested.
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO = path.resolve(__dirname, '../..');

/**
 * `hardLinkModules`: node_modules as a tree of hard links (about 10 s) instead of a
 * symlink. The bundler resolves a symlink to its target, so through one every
 * package's module path, and with it every module and chunk id, differs from a
 * build in the checkout; a test that compares chunk names with `build/` needs the
 * same paths.
 */
export function copyRepository(
  prefix: string,
  {hardLinkModules = false}: {hardLinkModules?: boolean} = {},
): string {
  // Hard links need the same file system as the checkout: beside it, not in the system's
  // temporary folder, which may be another one (a tmpfs) on a CI machine.
  const dir = fs.mkdtempSync(
    path.join(hardLinkModules ? path.dirname(REPO) : os.tmpdir(), `tessera-${prefix}-`),
  );
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {cwd: REPO, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(REPO, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(from, path.join(dir, file));
  }
  if (hardLinkModules)
    execFileSync('cp', ['-al', path.join(REPO, 'node_modules'), path.join(dir, 'node_modules')]);
  else fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

export function removeCopy(dir: string): void {
  fs.rmSync(dir, {recursive: true, force: true});
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Run {
  code: number | null;
  output: string;
}

/** Runs a command to its end, without a time limit of its own: the test's timeout bounds it. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd, env: {...process.env, FORCE_COLOR: '0', ...env}});
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({code, output}));
  });
}

/** Starts a long-running command in its own process group, so that stopping it stops its children. */
export function start(
  command: string,
  args: string[],
  cwd: string,
): {child: ChildProcess; log: () => string} {
  const child = spawn(command, args, {
    cwd,
    detached: true,
    env: {...process.env, FORCE_COLOR: '0', BROWSER: 'none'},
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return {child, log: () => output};
}

export function stop(child: ChildProcess): void {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** Waits until a URL answers 200, polling; a server that exits first fails at once with its log. */
export async function waitForServer(
  url: string,
  server: {child: ChildProcess; log: () => string},
): Promise<void> {
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited with code ${server.child.exitCode}:\n${server.log()}`);
    }
    try {
      const response = await fetch(url, {signal: AbortSignal.timeout(10_000)});
      if (response.ok) return;
    } catch {
      // not listening yet, or still compiling
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

export function edit(dir: string, file: string, change: (text: string) => string): void {
  const full = path.join(dir, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  fs.writeFileSync(full, after);
}
