module github.com/tabla-games/tabla

go 1.26.8

require (
	github.com/google/shlex v0.0.0-20191202100458-e7afc7fbc510
	github.com/rs/zerolog v1.35.1
	golang.org/x/term v0.28.0
)

require (
	github.com/mattn/go-colorable v0.1.14 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
	golang.org/x/sys v0.29.0 // indirect
)
