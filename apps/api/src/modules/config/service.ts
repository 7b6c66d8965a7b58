import type { AppConfig } from '@seller-portal/contracts/core';
import type { ConfigRepository } from './repository';

export class ConfigService {
  constructor(private readonly repository: ConfigRepository) {}

  /** §3 application config as key → string (JSON values stay strings; clients parse them). */
  async applicationConfig(): Promise<AppConfig> {
    const rows = await this.repository.list();
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  }
}
