import '@mantine/core/styles/Tabs.css';
import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { IMAGE_TYPES, isImageType, type ImageType } from '@playwords/common';
import { useSearchParams } from 'react-router';
import classes from './images.module.css';

export interface ImageTypeTabsProps {
  /** A tab's label ('CHARACTERS', 'PUBLIC CHARACTERS'). */
  label: (type: ImageType) => string;
  children: (type: ImageType) => ReactNode;
}

/**
 * The four panels (core §2) as tabs: one panel at a time fits a phone and reads from the back of a classroom.
 * The open panel is kept in the address (?type=monsters), so a reload or a shared link opens the same one.
 */
export function ImageTypeTabs({ label, children }: ImageTypeTabsProps) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('type') ?? '';
  const active: ImageType = isImageType(asked) ? asked : 'characters';

  function handleChange(value: string | null) {
    if (!value || !isImageType(value)) return;
    setParams(value === 'characters' ? {} : { type: value }, { replace: true });
  }

  return (
    <Tabs value={active} onChange={handleChange} keepMounted={false} variant="pills" radius="xl">
      <Tabs.List className={classes.tabs}>
        {IMAGE_TYPES.map((type) => (
          <Tabs.Tab key={type} value={type} className={classes.tab}>
            {label(type)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {IMAGE_TYPES.map((type) => (
        <Tabs.Panel key={type} value={type} pt="lg">
          {children(type)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
