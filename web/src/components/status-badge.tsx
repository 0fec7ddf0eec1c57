import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatusBadgeProps {
  color: string;
  size?: BadgeProps['size'];
  children: ReactNode;
}

/**
 * A status shown exactly as the specs write it ('Valid', 'Not Validated', 'Active'…): Mantine's Badge would
 * capitalise every letter ('VALID'), which reads as a different text.
 */
export function StatusBadge({ color, size, children }: StatusBadgeProps) {
  return (
    <Badge color={color} size={size} tt="none">
      {children}
    </Badge>
  );
}
