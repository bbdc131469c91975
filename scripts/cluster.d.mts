/** Types of scripts/cluster.mjs for the browser test that starts the topology. */
export interface ClusterProcess {
  readonly name: string;
  readonly pid: number | undefined;
  readonly running: boolean;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export interface ClusterPart {
  process: ClusterProcess;
  /** Starts it (again) and resolves once it answers. */
  start(): Promise<void>;
}

export interface Cluster {
  /** nginx's address. */
  url: string;
  dir: string;
  /** nginx's access log: `time request-id method uri status seconds "instances tried" "their statuses"`. */
  accessLog: string;
  redis: ClusterPart;
  upstream: ClusterProcess;
  nginx: ClusterProcess;
  instances: Array<ClusterPart & { port: number }>;
  /** Takes the instance out of nginx, drains and restarts it (SIGTERM), and puts it back. */
  restartInstance(index: number): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  port?: number;
  instancePorts?: number[];
  upstreamPort?: number;
  redisPort?: number;
  dataDir?: string;
  assortments?: string | number;
  logLevel?: string;
  monitoringApiKey?: string;
  /** Added to every process's environment. */
  env?: Record<string, string>;
  /** Added to the demo upstream's environment. */
  upstreamEnv?: Record<string, string>;
  output?: (name: string, line: string) => void;
}

export function startCluster(options?: ClusterOptions): Promise<Cluster>;
export function nginxConfig(options: { dir: string; port: number; instancePorts: number[] }): string;
export function redisAnswers(port: number): Promise<boolean>;
