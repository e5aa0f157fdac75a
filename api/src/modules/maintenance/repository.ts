import { type Kysely } from 'kysely';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';
import { recordAudit } from '../draw-engine/engine/audit';

/** Whether the shop is down for maintenance, with the message customers see. */
export interface MaintenanceState {
  isOn: boolean;
  /** The operator's words for customers; null shows the standard maintenance text. */
  message: string | null;
  changedBy: string | null;
  changedAt: Date | null;
}

export const maintenanceOff: MaintenanceState = {
  isOn: false,
  message: null,
  changedBy: null,
  changedAt: null,
};

/** The app_settings key of the switch (not a site setting: the config call never lists it). */
const settingKey = 'maintenance';

interface StoredMaintenance {
  is_on?: unknown;
  message?: unknown;
  changed_by?: unknown;
  changed_at?: unknown;
}

function stateOf(value: StoredMaintenance): MaintenanceState {
  return {
    isOn: value.is_on === true,
    message: typeof value.message === 'string' && value.message !== '' ? value.message : null,
    changedBy: typeof value.changed_by === 'string' ? value.changed_by : null,
    changedAt: typeof value.changed_at === 'string' ? new Date(value.changed_at) : null,
  };
}

export class MaintenanceRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async findState(): Promise<MaintenanceState> {
    const row = await this.database
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', settingKey)
      .executeTakeFirst();
    return row && row.value && typeof row.value === 'object' ? stateOf(row.value) : maintenanceOff;
  }

  /** Saves the switch and its audit entry together. */
  async saveState(state: MaintenanceState & { changedBy: string; changedAt: Date }): Promise<void> {
    const value = jsonb({
      is_on: state.isOn,
      message: state.message,
      changed_by: state.changedBy,
      changed_at: state.changedAt.toISOString(),
    });
    await this.database.transaction().execute(async (transaction) => {
      await transaction
        .insertInto('app_settings')
        .values({ key: settingKey, value, updated_at: state.changedAt })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ value, updated_at: state.changedAt }),
        )
        .execute();
      await recordAudit(transaction, {
        actor: { type: 'operator', name: state.changedBy },
        action: state.isOn ? 'maintenance.switched_on' : 'maintenance.switched_off',
        subjectType: 'maintenance',
        subjectId: 'shop',
        detail: { message: state.message },
        at: state.changedAt,
      });
    });
  }
}
