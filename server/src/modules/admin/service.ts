// The operator console's one door: every operator action runs through `operatorAction`, which checks the actor
// may operate, runs the owning module's service in one transaction and writes the audit row in that same
// transaction (so an action is never done without its row, nor logged without being done).
import type { AdminPage, AuditEntryDto, AuditTargetType } from '@playwords/common';
import type { Db } from '../../db/client';
import { authorize, policies, type Actor } from '../../policies/policies';
import { insertAuditRow, pageOfAudit, type AuditRow } from './repository';

/** What the audit log records of an action. */
export interface AuditFacts {
  /** 'user.ban', 'wordlist.ban', 'order.refund'… */
  action: string;
  targetType: AuditTargetType;
  targetId: string | number;
  /** Why, as the operator typed it ('' when the action asks for none). */
  reason?: string;
  /** The action's facts; never a secret, code, token or password. */
  details?: Record<string, unknown>;
}

/**
 * Runs an operator action: the policy first, then `work` and its audit row in one transaction. `work` gets the
 * transaction and answers the action's result and, if it learnt them while working, more facts for the row
 * (`audit`: e.g. the target's id once created). An error anywhere rolls back both.
 */
export async function operatorAction<T>(
  db: Db,
  operator: Actor,
  facts: AuditFacts,
  now: Date,
  work: (tx: Db) => Promise<T | { result: T; audit: Partial<AuditFacts> }>,
): Promise<T> {
  authorize(policies.operate(operator));
  return db.transaction(async (tx) => {
    const outcome = await work(tx);
    const extra = isWithAudit<T>(outcome) ? outcome.audit : {};
    const result = isWithAudit<T>(outcome) ? outcome.result : (outcome as T);
    const merged = { ...facts, ...extra, details: { ...facts.details, ...extra.details } };
    await insertAuditRow(tx, {
      operatorId: operator.id,
      operatorName: operator.username,
      action: merged.action,
      targetType: merged.targetType,
      targetId: String(merged.targetId),
      reason: merged.reason ?? '',
      details: merged.details,
      createdAt: now,
    });
    return result;
  });
}

/** Wraps a result with audit facts learnt while working (see `operatorAction`). */
export function withAudit<T>(result: T, audit: Partial<AuditFacts>): { result: T; audit: Partial<AuditFacts> } {
  return { result, audit, [WITH_AUDIT]: true } as { result: T; audit: Partial<AuditFacts> };
}

const WITH_AUDIT = Symbol('withAudit');
function isWithAudit<T>(value: unknown): value is { result: T; audit: Partial<AuditFacts> } {
  return typeof value === 'object' && value !== null && WITH_AUDIT in value;
}

function presentAudit(row: AuditRow): AuditEntryDto {
  return {
    id: row.id,
    operator: { id: row.operatorId, username: row.operatorName },
    action: row.action,
    target_type: row.targetType as AuditTargetType,
    target_id: row.targetId,
    reason: row.reason,
    details: (row.details ?? {}) as Record<string, unknown>,
    created_at: row.createdAt.toISOString(),
  };
}

/** The audit log, newest first (optionally about one target). */
export async function listAudit(
  db: Db,
  filter: { targetType?: string; targetId?: string },
  page: { limit: number; offset: number },
): Promise<AdminPage<AuditEntryDto>> {
  const { rows, count } = await pageOfAudit(db, filter, page);
  return { count, results: rows.map(presentAudit) };
}
