/**
 * @file Where restore and import write: the local state, the deployed production resources (--remote), or a named
 * environment of wrangler.toml (--env staging, always remote). The database and bucket names come from that
 * environment's own section, so a call aimed at staging never names production's resources.
 */
import { unstable_readConfig } from "wrangler";
import { aimAtEnvironment } from "./d1.ts";

export interface Target {
  /** the wrangler environment (`--env <name>`), or null for the top-level (production / local) configuration */
  env: string | null;
  remote: boolean;
  /** the D1 database's name in that environment */
  database: string;
  /** the R2 bucket names of the MEDIA and BACKUPS bindings in that environment */
  mediaBucket: string;
  backupBucket: string;
  /** the arguments every remote wrangler call of this target carries: `--remote` plus `--env <name>` */
  remoteArgs: string[];
  /** a label for messages: "local", "remote (production)", "remote (staging)" */
  label: string;
}

/** The target for `--env` (implies remote) and `--remote`; wrangler refuses an environment wrangler.toml does not define. */
function targetOf(env: string | undefined, remote: boolean, configPath = "wrangler.toml"): Target {
  const config = unstable_readConfig({ config: configPath, env: env || undefined });
  const bucket = (binding: string) => {
    const found = config.r2_buckets.find((b: { binding: string; bucket_name?: string }) => b.binding === binding)?.bucket_name;
    if (!found) throw new Error(`wrangler.toml${env ? ` [env.${env}]` : ""} has no R2 bucket bound as ${binding}`);
    return found;
  };
  const database = config.d1_databases.find((d: { binding: string; database_name?: string }) => d.binding === "DB")?.database_name;
  if (!database) throw new Error(`wrangler.toml${env ? ` [env.${env}]` : ""} has no D1 database bound as DB`);
  const isRemote = remote || Boolean(env);
  if (env) aimAtEnvironment(env);
  return {
    env: env || null,
    remote: isRemote,
    database,
    mediaBucket: bucket("MEDIA"),
    backupBucket: bucket("BACKUPS"),
    remoteArgs: ["--remote", ...(env ? ["--env", env] : [])],
    label: isRemote ? `remote (${env || "production"})` : "local",
  };
}

/** The target named by `--env` / `--remote`, or the script's failure with the reason, before any wrangler call. */
export function targetOrFail(env: string | undefined, remote: boolean, fail: (message: string) => never): Target {
  try {
    return targetOf(env, remote);
  } catch (err) {
    return fail(env ? `--env ${env}: ${(err as Error).message}` : (err as Error).message);
  }
}
