import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths';

/** Before any cluster test: nginx must be installed (scripts/ensure-nginx.mjs installs it when missing). */
export default function setup(): void {
  execFileSync(process.execPath, [join(REPO_ROOT, 'scripts', 'ensure-nginx.mjs')], { stdio: 'inherit' });
}
