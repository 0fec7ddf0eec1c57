import { useState } from 'react';
import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ImageDto, ImageType, UserDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { favouriteIds, useImageSearch, usePublicImages } from '../../lib/images';
import { paths } from '../../lib/paths';
import { useRequireVerifiedUser } from '../../lib/require-verified-user';
import { ImageDetailDialog } from './image-detail-dialog';
import { ImageGrid } from './image-grid';
import { ImageSearch } from './image-search';
import { ImageTypeTabs } from './image-type-tabs';
import { TypeHelp } from './type-help';
import { useTypeNames } from './type-text';
import { useImageDialogs } from './use-image-dialogs';
import classes from './images.module.css';

interface PanelProps {
  type: ImageType;
  user: UserDto;
  onOpen: (image: ImageDto) => void;
}

/** One type's published images: search (a blank one shows them all), help, grid and Load More. */
function PublicImagesPanel({ type, user, onOpen }: PanelProps) {
  const [query, setQuery] = useState('');
  const all = usePublicImages(type);
  const search = useImageSearch(type, query, true);
  const searching = query !== '';
  const { t } = useTranslation('images');
  const names = useTypeNames()(type);

  return (
    <Stack gap="lg" component="section" aria-labelledby={`public-${type}`}>
      <div className={classes.panelHead}>
        <Title id={`public-${type}`} order={2} size="h3">
          {t('public.tab', { panel: names.panel })}
        </Title>
        <TypeHelp type={type} />
      </div>
      <ImageSearch label={t('public.search', { plural: names.plural })} onSearch={setQuery} />
      <ImageGrid
        query={searching ? search : all}
        noun={names.lower}
        emptyText={searching ? t('search.nothingFound') : t('public.empty', { lower: names.lower })}
        favourites={favouriteIds(user, type)}
        onOpen={onOpen}
      />
    </Stack>
  );
}

/**
 * Public Images (/public-images, core §2): everyone's published images in four sections, to search and
 * favourite (a favourite is what her games use).
 */
export default function PublicImagesPage() {
  const { t } = useTranslation('images');
  const typeNames = useTypeNames();
  usePageTitle(t('public.title'));
  const user = useRequireVerifiedUser();
  const dialogs = useImageDialogs();
  if (!user) return <PageLoader />;

  return (
    <Container size="xl" py="xl">
      <div className={classes.top}>
        <Title order={1}>{t('public.title')}</Title>
        <Button component={Link} to={paths.myImages} size="md" variant="light">
          {t('public.backToMine')}
        </Button>
      </div>
      <Paper className={classes.banner} radius="xl" p="lg" mb="xl">
        <Text fw={800} size="xl">
          {t('public.banner')}
        </Text>
      </Paper>
      <ImageTypeTabs label={(type) => t('public.tab', { panel: typeNames(type).panel })}>
        {(type) => <PublicImagesPanel type={type} user={user} onOpen={dialogs.openDetail} />}
      </ImageTypeTabs>
      <ImageDetailDialog
        image={dialogs.detail}
        user={user}
        onChanged={dialogs.handleChanged}
        onDeleted={dialogs.handleDeleted}
        onClose={dialogs.closeDetail}
      />
    </Container>
  );
}
