import { queryOptions } from '@tanstack/react-query';
import type { WeeklyPreview } from '../../../contracts/blog';
import type { Language } from '../../../contracts/language';
import type { ModelAccuracy } from '../../../contracts/model-accuracy';
import { api } from '../../api/http';

export const blogApi = {
  modelAccuracy: () => api<ModelAccuracy>('/blog/model-accuracy/'),
  weeklyPreview: (lang: Language) =>
    api<WeeklyPreview>('/blog/weekly-preview/', { query: { lang } }),
};

// The posts are written by the server; an hour-old copy still says the same.
const postStaleTime = 60 * 60_000;

export const modelAccuracyQuery = queryOptions({
  queryKey: ['blog', 'model-accuracy'],
  queryFn: blogApi.modelAccuracy,
  staleTime: postStaleTime,
});

export const weeklyPreviewQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['blog', 'weekly-preview', lang],
    queryFn: () => blogApi.weeklyPreview(lang),
    staleTime: postStaleTime,
  });
