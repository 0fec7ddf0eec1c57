import '@mantine/core/styles/Modal.css';
import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { parseCouponValue } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../components/error-messages';
import { errorMessages } from '../../lib/form-errors';
import { checkCoupon } from '../../lib/payments';
import { couponCodeProblem, invalidCouponText, type ConfirmedCoupon } from './coupon';

export interface CouponDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The server confirmed the code: the panel puts it on the order. */
  onConfirmed: (coupon: ConfirmedCoupon) => void;
}

/**
 * 'Got a Coupon Code?' (accounts §4, §5): the code is checked here first (empty, not only word characters), then by
 * `GET /api/payments/check-coupon/{code}/`, whose messages show under the field. A confirmed code closes the dialog.
 */
export function CouponDialog({ opened, onClose, onConfirmed }: CouponDialogProps) {
  const { t } = useTranslation('plans');
  const [code, setCode] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);

  function close() {
    if (checking) return;
    setMessages([]);
    onClose();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    const typed = code.trim();
    const problem = couponCodeProblem(typed);
    if (problem) {
      setMessages([problem]);
      return;
    }
    setMessages([]);
    setChecking(true);
    try {
      const answer = await checkCoupon(typed);
      const value = parseCouponValue(answer.value);
      if (!value) {
        setMessages([invalidCouponText()]);
        return;
      }
      onConfirmed({ code: typed, value, scope: answer.payment });
      onClose();
    } catch (error) {
      setMessages(errorMessages(error));
    } finally {
      setChecking(false);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={t('panel.coupon.open')} centered radius="lg" size="md">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('couponDialog.field')}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setMessages([]);
            }}
            error={fieldError(messages)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            size="md"
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={checking}>
              {t('couponDialog.cancel')}
            </Button>
            <Button type="submit" loading={checking}>
              {t('couponDialog.apply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
