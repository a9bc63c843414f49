# chart in a container: built with the official Swift image (Debian 12), run on debian:bookworm-slim
# with gnuplot-nox and no recommended packages. `chart` is the entry point and works on standard
# input and output, so no folder needs mounting:
#
#   docker build -t chart .
#   docker run --rm -i chart line --title Sales < sales.csv > sales.png
#   docker run --rm -i chart bar --format-out svg < sales.csv > sales.svg
#   docker run --rm -i chart line --format-out text --size 100x25 < sales.csv
#
# For files and pages, mount the folder and run as yourself (files then belong to you):
#
#   docker run --rm -u "$(id -u):$(id -g)" -v "$PWD:/work" -w /work chart line sales.csv -o out/sales.png
#
# podman reads this file as it is (podman build -t chart .).

ARG SWIFT_VERSION=6.3

FROM swift:${SWIFT_VERSION}-bookworm AS build
# libpng's headers: the build links libpng to check every PNG it writes.
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpng-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
# The same release build and layout as scripts/install: a static Swift runtime, stripped, with
# themes, completions, man page and docs under /usr/local.
RUN bin="$(scripts/build-release --quiet)" \
    && scripts/install --binary "$bin" --prefix /usr/local --destdir /stage --no-manifest

FROM debian:bookworm-slim
# gnuplot-nox draws PNG (pngcairo), SVG and PDF (pdfcairo) without its recommended packages;
# libpng16-16 is the one library chart itself loads besides libc and libstdc++.
RUN apt-get update \
    && apt-get install -y --no-install-recommends gnuplot-nox libpng16-16 \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /stage/usr/local/ /usr/local/
# No USER: CI runners (GitLab, Jenkins, GitHub container jobs) mount their workspace owned by an
# id the image cannot know, and a fixed one would make them unwritable; at a desk, pass
# -u "$(id -u):$(id -g)" with a mounted folder (above), so the charts belong to you.
WORKDIR /work
ENTRYPOINT ["chart"]
CMD ["--help"]
