package web_test

// The tests play every game the binary registers.
import _ "github.com/tabla-games/tabla/games/all"
