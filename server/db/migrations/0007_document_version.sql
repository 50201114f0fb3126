-- Which version of a document a read sees (GET /api/document/{id} keeps its answer while this is unchanged):
-- the row versions (xmin: the transaction that wrote the row version) of the document row, of its current
-- sections and of its current page analyses. Any committed change to any of them — through the app or a
-- plain UPDATE, by any process — writes a new row version, so the version differs. In PL/pgSQL so that the
-- plans of these queries are made once per database session, not at every read (in the embedded database
-- planning them cost three times what running them did). NULL when the document does not exist.
CREATE OR REPLACE FUNCTION document_version(doc_id text) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  result text;
BEGIN
  SELECT d.xmin::text
    || '/' || coalesce((
      SELECT string_agg(s.idx || ':' || s.xmin::text, ',' ORDER BY s.idx)
        FROM document_sections s WHERE s.document_id = d.id AND s.plan_version = d.plan_version), '')
    || '/' || coalesce((
      SELECT count(*) || ':' || md5(string_agg(a.id || ':' || a.xmin::text, ',' ORDER BY a.id))
        FROM page_analyses a WHERE a.document_id = d.id AND a.plan_version = d.plan_version), '')
    INTO result
    FROM documents d WHERE d.id = doc_id;
  RETURN result;
END
$$;
--> statement-breakpoint
-- The version and what one reader gave the document (their feedback, whether they like it): the read that
-- decides whether a kept answer is still the document. No row when the document does not exist.
CREATE OR REPLACE FUNCTION document_read_check(doc_id text, viewer_id text)
RETURNS TABLE (version text, viewer_feedback json, viewer_liked boolean)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  SELECT document_version(d.id),
    (SELECT coalesce(json_agg(json_build_object('target', f.target, 'isPositive', f.is_positive)), '[]'::json)
       FROM feedback f WHERE f.document_id = d.id AND f.user_id = viewer_id),
    EXISTS (SELECT 1 FROM likes l WHERE l.document_id = d.id AND l.user_id = viewer_id)
  FROM documents d WHERE d.id = doc_id;
END
$$;
