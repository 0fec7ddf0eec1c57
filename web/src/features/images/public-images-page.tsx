import { useState } from 'react';
import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IMAGE_TYPE_LABELS, type ImageDto, type ImageType, type UserDto } from '@playwords/common';
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
import { useImageDialogs } from './use-image-dialogs';
import classes from './images.module.css';

const TITLE = 'Public Images';

const publicTitle = (type: ImageType) => `PUBLIC ${IMAGE_TYPE_LABELS[type].panel}`;

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

  return (
    <Stack gap="lg" component="section" aria-labelledby={`public-${type}`}>
      <div className={classes.panelHead}>
        <Title id={`public-${type}`} order={2} size="h3">
          {publicTitle(type)}
        </Title>
        <TypeHelp type={type} />
      </div>
      <ImageSearch label={`Search Public ${IMAGE_TYPE_LABELS[type].singular}s`} onSearch={setQuery} />
      <ImageGrid
        query={searching ? search : all}
        noun={type}
        emptyText={searching ? 'Nothing found.' : `No ${type} have been published yet.`}
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
  usePageTitle(TITLE);
  const user = useRequireVerifiedUser();
  const dialogs = useImageDialogs();
  if (!user) return <PageLoader />;

  return (
    <Container size="xl" py="xl">
      <div className={classes.top}>
        <Title order={1}>{TITLE}</Title>
        <Button component={Link} to={paths.myImages} size="md" variant="light">
          Back To My Images
        </Button>
      </div>
      <Paper className={classes.banner} radius="xl" p="lg" mb="xl">
        <Text fw={800} size="xl">
          Find images others have published!
        </Text>
      </Paper>
      <ImageTypeTabs label={publicTitle}>
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
