/**
 * nginx in front of the cluster's servers, as a production installation would put it: its own configuration in a
 * temporary prefix (never the machine's /etc/nginx, so its default site never starts), in the foreground as a child
 * of the test.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnGroup, waitForAnswer, type Spawned } from '../test/processes';

export const NGINX_BINARY = '/usr/sbin/nginx';

export interface NginxOptions {
  /** The servers' `host:port`, in the order the upstream lists them. */
  upstreams: string[];
  /** The port nginx listens on (default: a free one). */
  port?: number;
}

export interface Nginx {
  port: number;
  url: string;
  prefix: string;
  child: Spawned['child'];
  logs(): string;
  stop(): Promise<void>;
}

/** The configuration: round robin with kept-alive connections, the proxy headers, and which upstream answered. */
export function nginxConfig(prefix: string, port: number, upstreams: string[]): string {
  const servers = upstreams.map((u) => `    server ${u} max_fails=0;`).join('\n');
  return `daemon off;
master_process on;
worker_processes 1;
error_log ${join(prefix, 'logs', 'error.log')} warn;
pid ${join(prefix, 'logs', 'nginx.pid')};

events {
  worker_connections 1024;
}

http {
  access_log off;
  client_body_temp_path ${join(prefix, 'temp', 'body')};
  proxy_temp_path ${join(prefix, 'temp', 'proxy')};
  fastcgi_temp_path ${join(prefix, 'temp', 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'temp', 'uwsgi')};
  scgi_temp_path ${join(prefix, 'temp', 'scgi')};

  upstream playwords {
${servers}
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${port};
    server_name _;
    client_max_body_size 12m;

    location / {
      proxy_pass http://playwords;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A POST that failed on one server is never sent again to the other (it may have been applied).
      proxy_next_upstream off;
      proxy_read_timeout 180s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Starts nginx on the given upstreams and waits until it answers. */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  if (!existsSync(NGINX_BINARY)) {
    throw new Error(`${NGINX_BINARY} is missing: install it (apt-get install -y nginx; scripts/ensure-nginx.mjs)`);
  }
  const port = options.port ?? (await freePort());
  const prefix = mkdtempSync(join(tmpdir(), 'pw-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  mkdirSync(join(prefix, 'temp'));
  // The workers run as `nobody` and buffer a body over 16 KiB (an upload) to a file under temp/: mkdtemp's 0700
  // would make every upload nginx's own 500, so the way down to it is opened (nginx makes temp/body itself, 0700).
  for (const dir of [prefix, join(prefix, 'temp')]) chmodSync(dir, 0o711);
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig(prefix, port, options.upstreams));
  // -g cannot repeat directives of the file; -e (nginx ≥ 1.19.5) keeps the startup's error log out of /var/log.
  const spawned = spawnGroup(NGINX_BINARY, ['-p', prefix, '-e', join(prefix, 'logs', 'error.log'), '-c', conf], {});
  const logs = () => {
    const file = join(prefix, 'logs', 'error.log');
    const errorLog = existsSync(file) ? readFile(file) : '';
    return `${spawned.output()}${errorLog}`;
  };
  const url = `http://127.0.0.1:${port}`;
  const failed = spawned.exited.then(({ code, signal }) => {
    throw new Error(`nginx exited (${code ?? signal}) while starting:\n${logs()}`);
  });
  failed.catch(() => undefined);
  await Promise.race([waitForAnswer(`${url}/`, 30_000, logs), failed]);
  let stopped: Promise<void> | undefined;
  return {
    port,
    url,
    prefix,
    child: spawned.child,
    logs,
    stop: () =>
      (stopped ??= (async () => {
        if (spawned.child.exitCode === null && spawned.child.signalCode === null) {
          // QUIT: a graceful stop; then the whole group, in case a worker outlives its master.
          signalGroup(spawned, 'SIGQUIT');
          const timer = setTimeout(() => signalGroup(spawned, 'SIGKILL'), 5000);
          await spawned.exited;
          clearTimeout(timer);
        }
        signalGroup(spawned, 'SIGKILL');
        rmSync(prefix, { recursive: true, force: true });
      })()),
  };
}

function signalGroup(spawned: Spawned, signal: NodeJS.Signals): void {
  try {
    if (spawned.child.pid) process.kill(-spawned.child.pid, signal);
  } catch {
    // Already gone.
  }
}

function readFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
