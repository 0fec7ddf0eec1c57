import { useState } from 'react';
import { Button, Group, NativeSelect, NumberInput, Switch } from '@mantine/core';
import {
  ADMIN_GRANT_DAYS_MAX,
  ADMIN_SUSPEND_DAYS_MAX,
  licenceTypeName,
  type AdminUserDetail,
  type LicenceType,
} from '@playwords/common';
import { ReasonDialog } from '../shared/reason-dialog';
import { actOnPerson, grantLicence, suspendPerson, type ReasonAction } from './people-api';

type ActionKey = ReasonAction | 'grant-licence' | 'suspend';

interface ActionSpec {
  /** The button on her page, and the dialog's title. */
  label: string;
  /** What it will do, in a sentence. */
  text: string;
  color?: string;
}

const LICENCE_TYPES: { value: LicenceType; label: string }[] = [
  { value: 'PRO', label: 'Pro' },
  { value: 'PRE', label: 'Premium' },
  { value: 'VIP', label: 'VIP' },
];

export interface PersonActionsProps {
  person: AdminUserDetail;
  /** After an action succeeded: her account as it is now, and what was done. */
  onDone: (done: string) => void;
}

/** The action buttons of her page; each asks why in a ReasonDialog before it acts. */
export function PersonActions({ person, onDone }: PersonActionsProps) {
  const [open, setOpen] = useState<ActionKey | null>(null);
  const [type, setType] = useState<LicenceType>('PRO');
  const [days, setDays] = useState<number | string>(30);
  const [subscription, setSubscription] = useState(false);
  const [suspendDays, setSuspendDays] = useState<number | string>(7);

  const who = person.username;
  const restrictions = person.restrictions;
  const needsActivation = !person.has_valid_email || person.email_to_activate !== null;
  const specs: Record<ActionKey, ActionSpec> = {
    'verify-email': {
      label: 'Verify e-mail',
      text: person.email_to_activate
        ? `Mark ${person.email_to_activate} as verified: it becomes ${who}'s address, as her activation link would.`
        : `Mark ${person.email} as verified, as her activation link would.`,
    },
    'resend-activation': { label: 'Resend activation', text: `Send ${who} her activation link again.` },
    'end-sessions': { label: 'End sessions', text: `Sign ${who} out on every device.` },
    'grant-licence': {
      label: 'Grant licence',
      text: `Give ${who} a licence. A one-time licence of the plan she is running extends it; any other starts now and pauses her current plan.`,
    },
    'restrict-uploads': {
      label: 'Restrict uploads',
      text: `Stop ${who} uploading pictures. She is shown the reason when she tries.`,
      color: 'orange',
    },
    'unrestrict-uploads': { label: 'Allow uploads', text: `Let ${who} upload pictures again.` },
    suspend: {
      label: 'Suspend',
      text: `Sign ${who} out now and refuse her logins until the suspension ends. She is told the reason at login.`,
      color: 'orange',
    },
    unsuspend: { label: 'Lift suspension', text: `Let ${who} log in again now.` },
    ban: {
      label: 'Ban',
      text: `Sign ${who} out now and refuse her logins until the ban is lifted. She is told the reason at login.`,
      color: 'red',
    },
    unban: { label: 'Lift ban', text: `Let ${who} log in again.` },
  };

  const run = async (action: ActionKey, reason: string): Promise<string> => {
    switch (action) {
      case 'grant-licence': {
        await grantLicence(person.id, { type, days: Number(days), subscription, reason });
        return `${licenceTypeName(type)} licence of ${Number(days)} days granted to ${who}.`;
      }
      case 'suspend':
        await suspendPerson(person.id, { days: Number(suspendDays), reason });
        return `${who} is suspended for ${Number(suspendDays)} days.`;
      default:
        await actOnPerson(person.id, action, reason);
        return `${specs[action].label}: done for ${who}.`;
    }
  };

  const shown: ActionKey[] = [
    ...(needsActivation ? (['verify-email', 'resend-activation'] as const) : []),
    'end-sessions',
    'grant-licence',
    restrictions.uploads_restricted_at ? 'unrestrict-uploads' : 'restrict-uploads',
    restrictions.suspended_until ? 'unsuspend' : 'suspend',
    restrictions.banned_at ? 'unban' : 'ban',
  ];
  const current = open ? specs[open] : null;

  return (
    <>
      <Group gap="sm" mb="lg">
        {shown.map((key) => (
          <Button key={key} variant="light" color={specs[key].color} onClick={() => setOpen(key)}>
            {specs[key].label}
          </Button>
        ))}
      </Group>
      <ReasonDialog
        opened={open !== null}
        title={current?.label ?? ''}
        confirmLabel="Confirm"
        confirmColor={current?.color}
        onClose={() => setOpen(null)}
        onConfirm={async (reason) => {
          const done = await run(open!, reason);
          onDone(done);
        }}
        extra={
          open === 'grant-licence' ? (
            <>
              <NativeSelect
                label="Licence type"
                data={LICENCE_TYPES}
                value={type}
                onChange={(event) => setType(event.currentTarget.value as LicenceType)}
              />
              <NumberInput
                label="Days"
                min={1}
                max={ADMIN_GRANT_DAYS_MAX}
                allowDecimal={false}
                allowNegative={false}
                value={days}
                onChange={setDays}
              />
              <Switch
                label="Subscription (renews by itself)"
                checked={subscription}
                onChange={(event) => setSubscription(event.currentTarget.checked)}
              />
            </>
          ) : open === 'suspend' ? (
            <NumberInput
              label="Days"
              min={1}
              max={ADMIN_SUSPEND_DAYS_MAX}
              allowDecimal={false}
              allowNegative={false}
              value={suspendDays}
              onChange={setSuspendDays}
            />
          ) : undefined
        }
      >
        {current?.text}
      </ReasonDialog>
    </>
  );
}
