import { readServerConfig, serverEnvSchema, type ServerConfig } from './config/env';
import { serverModules } from './modules/all-modules';
import type { ModuleSettingsGiven, ServerModule } from './modules/server-module';

/** The server's config and, beside it, what each module read of its own variables (the keys `buildApp` takes). */
export type ServerEnvironment = ServerConfig & Partial<ModuleSettingsGiven>;

/** Reads the environment: the server's variables and every module's, checked together (one message names every bad one). */
export function readServerEnvironment(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
  modules: readonly ServerModule[] = serverModules,
): ServerEnvironment {
  return readServerConfig(
    env,
    cwd,
    modules.flatMap((module) => (module.settings ? [module.settings] : [])),
  );
}

/** Every environment variable the server reads, by who reads it (the server, or a module by its name). */
export function environmentVariables(modules: readonly ServerModule[] = serverModules): { variable: string; readBy: string }[] {
  return [
    ...Object.keys(serverEnvSchema.shape).map((variable) => ({ variable, readBy: 'server' })),
    ...modules.flatMap((module) => Object.keys(module.settings?.env.shape ?? {}).map((variable) => ({ variable, readBy: module.name }))),
  ];
}
