import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ImageDto, ImageType, UserDto } from '@playwords/common';
import { addMyImage, imageKeys, removeImage, replaceImage, withFavourite } from '../../lib/images';
import { meQueryKey } from '../../lib/session';

/** The open detail dialog and Create dialog of an images page, and what their changes do to the cache. */
export function useImageDialogs() {
  const queryClient = useQueryClient();
  const [detail, setDetail] = useState<ImageDto | null>(null);
  const [creating, setCreating] = useState<ImageType | null>(null);

  function handleChanged(image: ImageDto) {
    const before = detail;
    replaceImage(queryClient, image);
    setDetail(image);
    // Published or taken back: the public list and searches of its type change.
    if (before && before.is_private !== image.is_private) {
      void queryClient.invalidateQueries({ queryKey: imageKeys.public(image.type) });
      void queryClient.invalidateQueries({ queryKey: [...imageKeys.type(image.type), 'search', 'public'] });
    }
  }

  function handleDeleted(image: ImageDto) {
    removeImage(queryClient, image.type, image.id);
    queryClient.setQueryData<UserDto>(meQueryKey, (me) => (me ? withFavourite(me, image.type, image.id, false) : me));
    setDetail(null);
  }

  function handleCreated(image: ImageDto) {
    addMyImage(queryClient, image);
    setCreating(null);
  }

  return {
    detail,
    creating,
    openDetail: setDetail,
    closeDetail: () => setDetail(null),
    openCreate: setCreating,
    closeCreate: () => setCreating(null),
    handleChanged,
    handleDeleted,
    handleCreated,
  };
}
