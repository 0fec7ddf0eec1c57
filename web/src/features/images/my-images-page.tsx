import { useState } from 'react';
import { Button, Container, Group, Stack, Title, UnstyledButton } from '@mantine/core';
import { getEntitlements, type ImageDto, type ImageType, type UserDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { favouriteIds, useImageSearch, useMyImages } from '../../lib/images';
import { paths } from '../../lib/paths';
import { useRequireVerifiedUser } from '../../lib/require-verified-user';
import { CreateImageDialog } from './create-image-dialog';
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
  onAdd: (type: ImageType) => void;
}

/** One type's panel (core §2): search, help, her images with Load More, and the 'Add A New …' tile. */
function MyImagesPanel({ type, user, onOpen, onAdd }: PanelProps) {
  const [query, setQuery] = useState('');
  const mine = useMyImages(type);
  const search = useImageSearch(type, query, false);
  const searching = query !== '';
  const { t } = useTranslation('images');
  const names = useTypeNames()(type);
  // Core §6: only paid plans see the tile and may create images.
  const canCreate = getEntitlements({ activePlan: user.current_plan_type }).can_create_images;

  const addTile = canCreate ? (
    <UnstyledButton className={classes.addTile} onClick={() => onAdd(type)} aria-haspopup="dialog">
      <span className={classes.plus} aria-hidden="true">
        +
      </span>
      <span className={classes.tileName}>{t('mine.addNew', { singular: names.singular })}</span>
    </UnstyledButton>
  ) : undefined;

  return (
    <Stack gap="lg" component="section" aria-labelledby={`my-${type}`}>
      <div className={classes.panelHead}>
        <Title id={`my-${type}`} order={2} size="h3">
          {names.panel}
        </Title>
        <TypeHelp type={type} />
      </div>
      <ImageSearch label={t('mine.search', { plural: names.plural })} onSearch={setQuery} />
      <ImageGrid
        query={searching ? search : mine}
        noun={names.lower}
        emptyText={
          searching
            ? t('search.nothingFound')
            : canCreate
              ? t('mine.emptyCanCreate', { lower: names.lower })
              : t('mine.emptyFindPublic', { lower: names.lower })
        }
        favourites={favouriteIds(user, type)}
        onOpen={onOpen}
        addTile={searching ? undefined : addTile}
      />
    </Stack>
  );
}

/** GO BACK: to the page she came from, or the dashboard when she opened this page directly. */
function GoBackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('images');
  return (
    <Button
      size="md"
      variant="default"
      onClick={() => void (location.key === 'default' ? navigate(paths.home) : navigate(-1))}
    >
      {t('mine.goBack')}
    </Button>
  );
}

function MyImages({ user }: { user: UserDto }) {
  const dialogs = useImageDialogs();
  const typeNames = useTypeNames();
  return (
    <>
      <ImageTypeTabs label={(type) => typeNames(type).panel}>
        {(type) => <MyImagesPanel type={type} user={user} onOpen={dialogs.openDetail} onAdd={dialogs.openCreate} />}
      </ImageTypeTabs>
      <ImageDetailDialog
        image={dialogs.detail}
        user={user}
        onChanged={dialogs.handleChanged}
        onDeleted={dialogs.handleDeleted}
        onClose={dialogs.closeDetail}
      />
      <CreateImageDialog type={dialogs.creating} onCreated={dialogs.handleCreated} onClose={dialogs.closeCreate} />
    </>
  );
}

/**
 * My Images (/my-images, core §2): four panels (characters, monsters, backgrounds, projectiles), each with search,
 * a help dialog, her images 50 at a time and, on paid plans, the tile that opens the Create dialog.
 */
export default function MyImagesPage() {
  const { t } = useTranslation('images');
  usePageTitle(t('mine.title'));
  const user = useRequireVerifiedUser();
  if (!user) return <PageLoader />;

  return (
    <Container size="xl" py="xl">
      <div className={classes.top}>
        <Title order={1}>{t('mine.title')}</Title>
        <Group>
          <GoBackButton />
          <Button component={Link} to={paths.publicImages} size="md" variant="light">
            {t('mine.findPublic')}
          </Button>
        </Group>
      </div>
      <MyImages user={user} />
    </Container>
  );
}
