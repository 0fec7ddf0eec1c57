// The numbers section's call and query key (under the console's).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NumbersDto, NumbersRange } from '@playwords/common';
import { api } from '../../../lib/api';
import { adminKeys, queryString } from '../shared/admin-api';

export const numbersKeys = {
  range: (range: NumbersRange) => [...adminKeys.all, 'numbers', range] as const,
};

/** `GET /api/admin/numbers/?range=…`. */
export function fetchNumbers(range: NumbersRange, signal?: AbortSignal): Promise<NumbersDto> {
  return api.get<NumbersDto>(`/admin/numbers/${queryString({ range })}`, { signal });
}

/** The numbers of a range; the other range's stay on screen while these load. */
export function useNumbers(range: NumbersRange) {
  return useQuery({
    queryKey: numbersKeys.range(range),
    queryFn: ({ signal }) => fetchNumbers(range, signal),
    placeholderData: keepPreviousData,
  });
}
