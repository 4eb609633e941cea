import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sleep } from "./shop-process";

/*
 * A real load balancer in front of several shops: nginx from Debian (`apt-get install nginx`;
 * .ci/run installs it), round robin, terminating "TLS" as a cloud balancer does: it listens on
 * plain HTTP here but tells the shops, as the README's deployment section does, that the
 * customer came over HTTPS (X-Forwarded-Proto) and from which address (X-Forwarded-For).
 * The configuration is the README's, with test paths.
 */

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export function nginxAvailable(): boolean {
  return existsSync(NGINX);
}

/** The README's nginx configuration, for these upstream ports. */
export function balancerConfiguration(options: { port: number; upstreamPorts: number[]; directory: string }): string {
  const { port, upstreamPorts, directory } = options;
  return `worker_processes 1;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${directory}/client_body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;

  upstream shop {
${upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`).join("\n")}
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${port};
    # The shop refuses bodies over 64 KB itself (1 MB for webhooks).
    client_max_body_size 2m;

    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # TLS ends here in production: the shop must know the customer used HTTPS.
      proxy_set_header X-Forwarded-Proto https;
      # A dead instance: connection refused or reset before an answer; GETs go to the next one.
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

export type Balancer = {
  url: string;
  port: number;
  /**
   * Resolves once nginx passes a request to a shop again. Its first probe, before the shops
   * were up, set each aside for fail_timeout (5 s): a request in that window gets a 502.
   */
  untilAShopAnswers(): Promise<void>;
  stop(): Promise<void>;
};

/** Starts nginx in the foreground of a child process, on `port`, in front of `upstreamPorts`. */
export async function startBalancer(port: number, upstreamPorts: number[]): Promise<Balancer> {
  const directory = mkdtempSync(path.join(tmpdir(), "shop-balancer-"));
  // nginx's workers run as an unprivileged user when nginx is started as root.
  chmodSync(directory, 0o777);
  for (const temp of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(path.join(directory, temp), { mode: 0o777 });
  }
  const configuration = path.join(directory, "nginx.conf");
  writeFileSync(configuration, balancerConfiguration({ port, upstreamPorts, directory }));
  const child: ChildProcess = spawn(NGINX, ["-p", directory, "-c", configuration, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${output}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer: ${output}`);
      await sleep(100);
    }
  }
  return {
    url,
    port,
    async untilAShopAnswers() {
      const until = Date.now() + 15_000;
      while (
        !(await fetch(`${url}/healthz`).then(
          (response) => response.ok,
          () => false,
        ))
      ) {
        if (Date.now() > until) throw new Error("nginx passed no request to a shop within 15 s");
        await sleep(200);
      }
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        await exited;
      }
      const errors = existsSync(path.join(directory, "error.log"))
        ? readFileSync(path.join(directory, "error.log"), "utf8")
        : "";
      if (/\[emerg\]/.test(errors)) console.log(`nginx errors:\n${errors}`);
    },
  };
}
