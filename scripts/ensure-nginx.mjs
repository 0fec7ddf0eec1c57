// Installs nginx (Debian's package) when /usr/sbin/nginx is missing: the cluster tests and `npm run bench:load` put
// it in front of the server processes with a configuration of their own (server/src/cluster/nginx.ts).
//
// The package would start the machine's nginx with its default site; RUNLEVEL=1 keeps invoke-rc.d from starting
// any service while it installs, and a default nginx that started anyway is stopped again.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const NGINX = '/usr/sbin/nginx';

if (!existsSync(NGINX)) {
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args) => {
    const [command, ...rest] = [...asRoot, ...args];
    execFileSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' },
    });
  };
  console.log('nginx is missing: installing it (apt-get install -y nginx)');
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'nginx']);
  const pidFile = '/run/nginx.pid';
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    try {
      if (pid > 0) process.kill(pid, 'SIGQUIT');
    } catch {
      // Not running.
    }
  }
  if (!existsSync(NGINX)) throw new Error(`apt-get install nginx left no ${NGINX}`);
}
