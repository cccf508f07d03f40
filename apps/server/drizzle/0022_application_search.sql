-- An application's search words: its title, programme, reference and its funder's name. The
-- funder's name lives in funders, which a generated column cannot read, so triggers keep the
-- column: on the application's own changes, and on a funder's rename for its applications. The
-- reference's punctuation is read as spaces, so "ESRC-2026-0042" is found by "esrc 2026 0042".
CREATE FUNCTION application_search_vector(title text, programme text, reference text, funder_name text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT to_tsvector('simple',
    coalesce(title, '') || ' ' || coalesce(programme, '') || ' ' ||
    coalesce(regexp_replace(reference, '[^[:alnum:]]+', ' ', 'g'), '') || ' ' || coalesce(funder_name, ''))
$$;
--> statement-breakpoint
CREATE FUNCTION applications_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := application_search_vector(NEW.title, NEW.programme, NEW.reference,
    (SELECT name FROM funders WHERE id = NEW.funder_id));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER applications_search BEFORE INSERT OR UPDATE OF title, programme, reference, funder_id ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_search_refresh();
--> statement-breakpoint
CREATE FUNCTION funders_rename_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET search = application_search_vector(title, programme, reference, NEW.name)
    WHERE organization_id = NEW.organization_id AND funder_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER funders_rename_search AFTER UPDATE OF name ON funders
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION funders_rename_search_refresh();
--> statement-breakpoint
UPDATE applications SET search = application_search_vector(applications.title, applications.programme,
  applications.reference, (SELECT name FROM funders WHERE funders.id = applications.funder_id));
